import { createFileRoute } from '@tanstack/react-router';
import { requireRecharge } from '../-recharge-access';
import { RechargeScreen } from '../-recharge-screen';

export const Route = createFileRoute('/_protected/data-recharge')({
  beforeLoad: () => requireRecharge(0),
  component: () => <RechargeScreen type={0} scId={Route.useRouteContext().card.scId} />,
});
