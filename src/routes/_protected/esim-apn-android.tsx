import { createFileRoute, redirect } from '@tanstack/react-router';
import { esimAndroidApnRedirect } from '@/domain/screen-rules';
import { returnTarget } from '@/domain/return-target';
import { requireCard } from '@/routes/-current-card';
import { ApnScreen } from '@/routes/-apn-screen';
import { loadApn } from '@/routes/-apn-load';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';

/** Android APN for astro and linksfield eSIMs, from the menu (spec §2). */
export const Route = createFileRoute('/_protected/esim-apn-android')({
  beforeLoad: () => {
    const card = requireCard();
    const elsewhere = esimAndroidApnRedirect(card.usertype, false);
    if (elsewhere) throw redirect({ to: elsewhere, replace: true });
    return { card };
  },
  loader: ({ context: { queryClient, card } }) => loadApn(queryClient, 'esimAndroid', 2, card.scId),
  errorComponent: FetchErrorScreen,
  component: function RouteScreen() {
    return (
      <ApnScreen
        card={Route.useRouteContext().card}
        source="esimAndroid"
        platform={2}
        returnTo={returnTarget({ page: 'esim-android', duringOnboarding: false, method: '1' })}
        onboarding={false}
      />
    );
  },
});
