import { createFileRoute, notFound } from '@tanstack/react-router';
import { apnSourceFor } from '@/features/apn/model';
import { DEVICE_BY_CODE } from '@/features/apn/devices';
import { returnTarget } from '@/domain/return-target';
import { getSession } from '@/lib/session';
import { requireCard } from '@/routes/-current-card';
import { ApnScreen } from '@/routes/-apn-screen';
import { loadApn } from '@/routes/-apn-load';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';

export const Route = createFileRoute('/_protected/step3/$deviceType')({
  beforeLoad: ({ params }) => {
    if (!DEVICE_BY_CODE[Number(params.deviceType)]) throw notFound();
    return { card: requireCard() };
  },
  loader: ({ context: { queryClient, card }, params }) =>
    loadApn(queryClient, apnSourceFor(card.usertype), Number(params.deviceType), card.scId),
  errorComponent: FetchErrorScreen,
  component: Step3Device,
});

function Step3Device() {
  const { card } = Route.useRouteContext();
  const { deviceType } = Route.useParams();
  const returnTo = returnTarget({ page: 'step3', usertype: card.usertype, simStatus: getSession().simStatus, device: deviceType });
  return <ApnScreen card={card} source={apnSourceFor(card.usertype)} platform={Number(deviceType)} returnTo={returnTo} onboarding />;
}
