import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '../../-history-screen';
import { requireOrders } from '../../-recharge-access';

export const Route = createFileRoute('/_protected/order-history/data-recharge-history')({
  beforeLoad: requireOrders,
  component: () => <HistoryScreen type={0} card={Route.useRouteContext().card} />,
});
