import { createFileRoute, redirect } from '@tanstack/react-router';
import { esimAndroidApnRedirect } from '@/domain/screen-rules';
import { returnTarget } from '@/domain/return-target';
import { requireCard } from '@/routes/-current-card';
import { ApnScreen } from '@/routes/-apn-screen';
import { loadApn } from '@/routes/-apn-load';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';

/** Android APN for astro and linksfield eSIMs during onboarding (spec §2). */
export const Route = createFileRoute('/_protected/esim-apn-android-step3/$device/$method')({
  beforeLoad: () => {
    const card = requireCard();
    const elsewhere = esimAndroidApnRedirect(card.usertype, true);
    if (elsewhere) throw redirect({ to: elsewhere, replace: true });
    return { card };
  },
  loader: ({ context: { queryClient, card } }) => loadApn(queryClient, 'esimAndroid', 2, card.scId),
  errorComponent: FetchErrorScreen,
  component: function RouteScreen() {
    const { method } = Route.useParams();
    return (
      <ApnScreen
        card={Route.useRouteContext().card}
        source="esimAndroid"
        platform={2}
        returnTo={returnTarget({ page: 'esim-android', duringOnboarding: true, method })}
        onboarding
      />
    );
  },
});
