import { createFileRoute } from '@tanstack/react-router';
import { requireCard } from '../../../-current-card';
import { EsimConfigScreen } from '../../../-esim-config-screen';
import { loadEsimConfig } from '../../../-esim-config-load';
import { FetchErrorScreen } from '../../../-fetch-error-screen';

export const Route = createFileRoute('/_protected/apn-config/$device/$method')({
  beforeLoad: () => ({ card: requireCard() }),
  loader: ({ context: { queryClient, card }, params }) => loadEsimConfig(queryClient, card, params),
  errorComponent: FetchErrorScreen,
  component: () => <EsimConfigScreen card={Route.useRouteContext().card} params={Route.useParams()} onboarding />,
});
