import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { Stepper } from '../../components/ui/stepper';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { getSession } from '../../lib/session';
import { OrderDetails } from '../../features/payment/components/order-details';
import { orderOptions } from '../../features/payment/api/order';
import { OrderHistoryPanel } from '../../features/orders/components/order-history-panel';
import { requireCard } from '../-current-card';
import { fetchErrorScreenSaying } from '../-fetch-error-screen';
import { showExternalPayment } from '../-external-payment';

/** Step 3, order completed (spec §2), with the history of the stored recharge type below. */
export const Route = createFileRoute('/_protected/ordercompleted')({
  beforeLoad: ({ location }) => {
    const paymentId = location.state.paymentId;
    if (!paymentId) throw redirect({ to: '/topPage', replace: true });
    return { paymentId, card: requireCard() };
  },
  loader: ({ context: { queryClient, paymentId } }) => queryClient.ensureQueryData(orderOptions(paymentId)),
  errorComponent: fetchErrorScreenSaying('payment', 'errors.detailsFailed'),
  component: CompletedScreen,
});

function CompletedScreen() {
  const { t } = useTranslation(['payment', 'recharge', 'orders']);
  const { paymentId, card } = Route.useRouteContext();
  const navigate = useNavigate();
  // The wallet or the store tells our API, not this screen: follow the order until it is paid, so
  // the screen turns to "paid" without a reload (issue 13). Focus and reconnect refetch as well.
  const { data: order } = useSuspenseQuery({ ...orderOptions(paymentId), refetchInterval: (q) => (q.state.data?.status === 'unpaid' ? 4000 : false) });
  const type = getSession()['recharge-type'] ?? order.recharge_type;
  return (
    <Page title={t('completedTitle')}>
      <Stepper label={t('recharge:steps.label')} steps={[t('recharge:steps.plan'), t('recharge:steps.method'), t('recharge:steps.complete')]} current={3} />
      <Alert tone={order.status === 'paid' ? 'success' : 'info'}>{t(order.status === 'paid' ? 'completed.paid' : order.payment_method === 'smartpit' ? 'completed.smartpit' : 'completed.awaiting')}</Alert>
      <OrderDetails order={order} stage="completed" />
      <Link to="/topPage" className={`${buttonClass()} mt-6`}>
        {t('finished')}
      </Link>
      <OrderHistoryPanel
        type={type}
        scId={card.scId}
        title={t(type === 0 ? 'orders:dataHistory' : 'orders:extensionHistory')}
        onExternal={(item, result) => void showExternalPayment(item.id, result, navigate)}
      />
    </Page>
  );
}
