import { createFileRoute } from '@tanstack/react-router';
import { returnTarget } from '../../features/onboarding/model';
import { requireCard } from '../-current-card';
import { ApnScreen } from '../-apn-screen';
import { loadApn } from '../-apn-load';
import { FetchErrorScreen } from '../-fetch-error-screen';

/** Android APN for astro and linksfield eSIMs, from the menu (spec §2). */
export const Route = createFileRoute('/_protected/esim-apn-android')({
  beforeLoad: () => ({ card: requireCard() }),
  loader: ({ context: { queryClient, card } }) => loadApn(queryClient, 'esimAndroid', 2, card.scId),
  errorComponent: FetchErrorScreen,
  component: () => (
    <ApnScreen
      card={Route.useRouteContext().card}
      source="esimAndroid"
      platform={2}
      returnTo={returnTarget({ page: 'esim-android', duringOnboarding: false, method: '1' })}
      onboarding={false}
    />
  ),
});
