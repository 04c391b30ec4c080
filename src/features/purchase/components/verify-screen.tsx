import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { holdUpdates } from '@/lib/pwa';
import { orderOptions } from '@/features/purchase/api/order';
import { useConfirmOrder } from '@/features/purchase/api/confirm';
import { useMakePayment } from '@/features/purchase/api/make-payment';
import { finalPurchaseError } from '@/features/purchase/final-purchase-errors';
import { showExternalPayment } from '@/features/purchase/external-payment';
import { OrderDetails } from './order-details';
import { PaymentProblem } from './payment-problem';
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
          // Its failure is said below (pay.error); nothing is left to do here.
          const external = await pay.mutateAsync(paymentId).catch(() => undefined);
          if (!external) return;
          if (external.status === 'unpaid' && (await showExternalPayment(paymentId, external, navigate))) return;
        }
        await navigate({ to: '/ordercompleted', search: { paymentId } });
      },
    });
  // Paid when the screen opened (the answer of its Purchase lost, then a reload or Back): nothing is
  // left to confirm, and the customer is told so instead of being offered Purchase again.
  const [paidOnArrival] = useState(order.status === 'paid');
  // Busy until the next screen has drawn: on a slow network a second tap must find nothing to press.
  const busy = confirm.isPending || pay.isPending || navigating;
  const card = order.payment_method === 'credit_card';
  return (
    <Page title={t('verifyTitle')}>
      <PurchaseStepper at="verify" />
      <OrderDetails order={order} stage="verify" />
      {confirm.error ? (
        <PaymentProblem
          error={confirm.error}
          paymentId={paymentId}
          mayHaveCharged={card}
          otherwise={
            <FocusedAlert tone="error" trigger={confirm.error}>
              {finalPurchaseError(confirm.error, t)}
            </FocusedAlert>
          }
        />
      ) : pay.error ? (
        <PaymentProblem error={pay.error} paymentId={paymentId} otherwise={<ApiErrorAlert error={pay.error} />} />
      ) : null}
      {paidOnArrival ? (
        <div className="mt-6 space-y-4">
          <Alert tone="success">{t('completed.paid')}</Alert>
          <Link to="/ordercompleted" search={{ paymentId }} className={buttonClass()}>
            {t('external.toOrder')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 flex gap-3">
          <Button variant="secondary" disabled={busy} onClick={() => router.history.back()}>
            {t('revision')}
          </Button>
          <Button needsConnection disabled={busy} onClick={purchase}>
            {busy ? t('processing') : t('purchase')}
          </Button>
        </div>
      )}
    </Page>
  );
}
