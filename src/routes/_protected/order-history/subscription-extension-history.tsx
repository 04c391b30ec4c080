import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '../../-history-screen';
import { requireOrders } from '../../-recharge-access';

export const Route = createFileRoute('/_protected/order-history/subscription-extension-history')({
  beforeLoad: requireOrders,
  component: () => <HistoryScreen type={1} card={Route.useRouteContext().card} />,
});
