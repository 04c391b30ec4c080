import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '@/features/purchase/components/history-screen';
import { requireOrders } from '@/routes/-purchase-access';

export const Route = createFileRoute('/_protected/order-history/subscription-extension-history')({
  beforeLoad: requireOrders,
  component: function RouteScreen() {
    return <HistoryScreen type={1} scId={Route.useRouteContext().card.scId} />;
  },
});
