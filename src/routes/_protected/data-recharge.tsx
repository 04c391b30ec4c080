import { createFileRoute } from '@tanstack/react-router';
import { requireRecharge } from '../-recharge-access';
import { RechargeScreen } from '../-recharge-screen';
import { loadRecharge } from '../-recharge-load';

export const Route = createFileRoute('/_protected/data-recharge')({
  beforeLoad: ({ preload }) => requireRecharge(0, preload),
  loader: ({ context: { queryClient, card } }) => loadRecharge(queryClient, 0, card.scId),
  component: () => <RechargeScreen type={0} scId={Route.useRouteContext().card.scId} />,
});
