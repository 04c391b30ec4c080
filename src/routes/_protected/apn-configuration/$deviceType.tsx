import { createFileRoute, notFound } from '@tanstack/react-router';
import { apnSourceFor } from '@/features/apn/model';
import { DEVICE_BY_CODE } from '@/features/apn/devices';
import { returnTarget } from '@/domain/return-target';
import { requireCard } from '@/routes/-current-card';
import { ApnScreen } from '@/routes/-apn-screen';
import { loadApn } from '@/routes/-apn-load';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';

/** Prepaid APN instructions from the menu (spec §2, apn-configuration/1 to 4). */
export const Route = createFileRoute('/_protected/apn-configuration/$deviceType')({
  beforeLoad: ({ params }) => {
    if (!DEVICE_BY_CODE[Number(params.deviceType)]) throw notFound();
    return { card: requireCard() };
  },
  loader: ({ context: { queryClient, card }, params }) =>
    loadApn(queryClient, apnSourceFor(card.usertype), Number(params.deviceType), card.scId),
  errorComponent: FetchErrorScreen,
  component: function RouteScreen() {
    const { card } = Route.useRouteContext();
    return (
      <ApnScreen
        card={card}
        source={apnSourceFor(card.usertype)}
        platform={Number(Route.useParams().deviceType)}
        returnTo={returnTarget({ page: 'apn-config' })}
        onboarding={false}
      />
    );
  },
});
