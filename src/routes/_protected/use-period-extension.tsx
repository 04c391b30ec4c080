import { createFileRoute } from '@tanstack/react-router';
import { requireRecharge } from '../-recharge-access';
import { RechargeScreen } from '../-recharge-screen';

export const Route = createFileRoute('/_protected/use-period-extension')({
  beforeLoad: () => requireRecharge(1),
  component: () => <RechargeScreen type={1} scId={Route.useRouteContext().card.scId} />,
});
