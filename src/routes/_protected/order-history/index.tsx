import { createFileRoute } from '@tanstack/react-router';
import { OrderHistoryMenu } from '@/features/purchase/components/order-history-menu';
import { requireOrders } from '@/routes/-purchase-access';

/** Spec §2 order history, for physical-SIM and sonet-eSIM customers. */
export const Route = createFileRoute('/_protected/order-history/')({
  beforeLoad: requireOrders,
  component: OrderHistoryMenu,
});
