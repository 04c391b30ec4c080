import { Link, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { getSession } from '@/lib/session';
import { isApiError } from '@/lib/api-error';
import { orderOptions } from '@/features/purchase/api/order';
import { showExternalPayment } from '@/features/purchase/external-payment';
import { pollUntilPaid } from '@/features/purchase/poll-until-paid';
import { OrderDetails } from './order-details';
import { OrderEnded } from './order-ended';
import { OrderHistoryPanel } from './order-history-panel';
import { PurchaseStepper } from './purchase-stepper';

/** An order whose deadline passed: said where the customer is, with what to do (buy again, or the top page). */
export function EndedScreen() {
  const { t } = useTranslation('payment');
  return (
    <Page title={t('ended.title')}>
      <OrderEnded rechargeType={getSession()['recharge-type']} />
    </Page>
  );
}

/** Step 3, order completed (spec §2), with the history of the stored recharge type below. */
export function CompletedScreen({ paymentId, scId }: { paymentId: string; scId: number }) {
  const { t } = useTranslation(['payment', 'recharge', 'orders']);
  const navigate = useNavigate();
  // Focus and reconnect refetch as well.
  const query = useSuspenseQuery({ ...orderOptions(paymentId), refetchInterval: (q) => pollUntilPaid(q.state) });
  const order = query.data;
  const type = getSession()['recharge-type'] ?? order.recharge_type;
  // The deadline passed while the screen was open (a slip not paid in time).
  if (isApiError(query.error, 'E0030')) return <EndedScreen />;
  return (
    <Page title={t('completedTitle')}>
      <PurchaseStepper at="completed" />
      <Alert tone={order.status === 'paid' ? 'success' : 'info'}>
        {t(order.status === 'paid' ? 'completed.paid' : order.payment_method === 'smartpit' ? 'completed.smartpit' : 'completed.awaiting')}
      </Alert>
      <OrderDetails order={order} stage="completed" />
      {order.status === 'paid' && (
        <Link
          to="/order-history/receipt/$paymentId"
          params={{ paymentId: order.payment_id }}
          className="mt-4 inline-block font-medium text-brand-700 underline"
        >
          {t('orders:receiptLink')}
        </Link>
      )}
      <Link to="/topPage" className={`${buttonClass()} mt-6`}>
        {t('finished')}
      </Link>
      <OrderHistoryPanel
        type={type}
        scId={scId}
        title={t(type === 0 ? 'orders:dataHistory' : 'orders:extensionHistory')}
        onExternal={(item, result) => void showExternalPayment(item.id, result, navigate)}
      />
    </Page>
  );
}
