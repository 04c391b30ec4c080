import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { Stepper } from '../../components/ui/stepper';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button';
import { getSession } from '../../lib/session';
import { isApiError } from '../../lib/api-error';
import { optionalTexts } from '../../lib/search-params';
import { OrderEnded } from '../../features/purchase/components/order-ended';
import { OrderDetails } from '../../features/purchase/components/order-details';
import { orderOptions } from '../../features/purchase/api/order';
import { OrderHistoryPanel } from '../../features/purchase/components/order-history-panel';
import { requireCard } from '../-current-card';
import { fetchErrorScreenSaying } from '../-fetch-error-screen';
import { showExternalPayment } from '../../features/purchase/external-payment';

const Search = optionalTexts({ paymentId: 64 });

/**
 * Step 3, order completed (spec §2), with the history of the stored recharge type below. The order
 * comes in navigation state, or as `?paymentId=` when a wallet or the store sends the customer back
 * (the gateway's return URL, decision 0059).
 */
export const Route = createFileRoute('/_protected/ordercompleted')({
  validateSearch: Search,
  beforeLoad: ({ location, search }) => {
    const paymentId = location.state.paymentId ?? search.paymentId;
    if (!paymentId) throw redirect({ to: '/topPage', replace: true });
    return { paymentId, card: requireCard() };
  },
  // A slip left to expire (or a wallet never paid) comes back as an ended order (409 E0030): an
  // answer to show, not a failure (decision 0061).
  loader: async ({ context: { queryClient, paymentId } }) => {
    try {
      await queryClient.ensureQueryData(orderOptions(paymentId));
      return { ended: false };
    } catch (error) {
      if (isApiError(error, 'E0030')) return { ended: true };
      throw error;
    }
  },
  errorComponent: fetchErrorScreenSaying('payment', 'errors.detailsFailed'),
  component: CompletedRoute,
});

function CompletedRoute() {
  const { ended } = Route.useLoaderData();
  return ended ? <EndedScreen /> : <CompletedScreen />;
}

/** Said where the customer is, with what to do (buy again, or the top page). */
function EndedScreen() {
  const { t } = useTranslation('payment');
  return (
    <Page title={t('ended.title')}>
      <OrderEnded rechargeType={getSession()['recharge-type']} />
    </Page>
  );
}

function CompletedScreen() {
  const { t } = useTranslation(['payment', 'recharge', 'orders']);
  const { paymentId, card } = Route.useRouteContext();
  const navigate = useNavigate();
  // The wallet or the store tells our API, not this screen: follow the order until it is paid, so
  // the screen turns to "paid" without a reload (issue 13). Focus and reconnect refetch as well.
  const query = useSuspenseQuery({ ...orderOptions(paymentId), refetchInterval: (q) => (q.state.data?.status === 'unpaid' && !q.state.error ? 4000 : false) });
  const order = query.data;
  const type = getSession()['recharge-type'] ?? order.recharge_type;
  // The deadline passed while the screen was open (a slip not paid in time).
  if (isApiError(query.error, 'E0030')) return <EndedScreen />;
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
