import { createFileRoute } from '@tanstack/react-router';
import { requireRecharge } from '@/routes/-purchase-access';
import { RechargeScreen } from '@/features/purchase/components/recharge-screen';
import { loadRecharge } from '@/routes/-purchase-load';
import { SimFromAlert } from '@/routes/-alert-sim';
import { alertSimSearch, switchingTo, unlessSwitching } from '@/routes/-alert-sim-guard';

export const Route = createFileRoute('/_protected/data-recharge')({
  validateSearch: alertSimSearch,
  beforeLoad: ({ search }) => unlessSwitching(search.sim, requireRecharge),
  loaderDeps: ({ search }) => ({ sim: search.sim }),
  loader: ({ context: { queryClient, card }, deps }) => (switchingTo(deps.sim) ? undefined : loadRecharge(queryClient, 0, card.scId)),
  component: function RouteScreen() {
    return (
      <SimFromAlert sim={Route.useSearch().sim}>
        <RechargeScreen type={0} scId={Route.useRouteContext().card.scId} />
      </SimFromAlert>
    );
  },
});
