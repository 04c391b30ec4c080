import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { Button } from '@/components/ui/button';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { holdUpdates } from '@/lib/pwa';
import { orderOptions } from '@/features/purchase/api/order';
import { useConfirmOrder } from '@/features/purchase/api/confirm';
import { useMakePayment } from '@/features/purchase/api/make-payment';
import { finalPurchaseError } from '@/features/purchase/final-purchase-errors';
import { showExternalPayment } from '@/features/purchase/external-payment';
import { OrderDetails } from './order-details';
import { PurchaseStepper } from './purchase-stepper';

/** Step 2, verification (spec §2): the order in yen, Revision or Purchase. */
export function VerifyScreen({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation(['payment', 'recharge']);
  const { data: order } = useSuspenseQuery(orderOptions(paymentId));
  const confirm = useConfirmOrder();
  const pay = useMakePayment();
  const navigate = useNavigate();
  const router = useRouter();
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  useEffect(() => holdUpdates(), []);

  const purchase = () =>
    confirm.mutate(paymentId, {
      onSuccess: async (result) => {
        // A card is charged by the purchase itself; a wallet is paid next, on its page in this tab
        // (decision 0022). The store slip's number is on the completed screen.
        if (result.status === 'unpaid' && result.payment_method !== 'smartpit') {
          const external = await pay.mutateAsync(paymentId);
          if (external.status === 'unpaid' && (await showExternalPayment(paymentId, external, navigate))) return;
        }
        await navigate({ to: '/ordercompleted', search: { paymentId } });
      },
    });
  // Busy until the next screen has drawn: on a slow network a second tap must find nothing to press.
  const busy = confirm.isPending || pay.isPending || navigating;
  return (
    <Page title={t('verifyTitle')}>
      <PurchaseStepper at="verify" />
      <OrderDetails order={order} stage="verify" />
      {confirm.error ? (
        <FocusedAlert tone="error" trigger={confirm.error}>
          {finalPurchaseError(confirm.error, t)}
        </FocusedAlert>
      ) : null}
      <div className="mt-6 flex gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => router.history.back()}>
          {t('revision')}
        </Button>
        <Button needsConnection disabled={busy} onClick={purchase}>
          {busy ? t('processing') : t('purchase')}
        </Button>
      </div>
    </Page>
  );
}
