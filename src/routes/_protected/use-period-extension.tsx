import { createFileRoute } from '@tanstack/react-router';
import { requireRecharge } from '../-recharge-access';
import { RechargeScreen } from '../-recharge-screen';
import { loadRecharge } from '../-recharge-load';

export const Route = createFileRoute('/_protected/use-period-extension')({
  beforeLoad: ({ preload }) => requireRecharge(1, preload),
  loader: ({ context: { queryClient, card } }) => loadRecharge(queryClient, 1, card.scId),
  component: () => <RechargeScreen type={1} scId={Route.useRouteContext().card.scId} />,
});
