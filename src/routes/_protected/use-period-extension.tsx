import { createFileRoute } from '@tanstack/react-router';
import { requireRecharge } from '@/routes/-purchase-access';
import { RechargeScreen } from '@/features/purchase/components/recharge-screen';
import { loadRecharge } from '@/routes/-purchase-load';
import { SimFromAlert } from '@/routes/-alert-sim';

export const Route = createFileRoute('/_protected/use-period-extension')({
  beforeLoad: () => requireRecharge(),
  loader: ({ context: { queryClient, card } }) => loadRecharge(queryClient, 1, card.scId),
  component: function RouteScreen() {
    return (
      <SimFromAlert>
        <RechargeScreen type={1} scId={Route.useRouteContext().card.scId} />
      </SimFromAlert>
    );
  },
});
