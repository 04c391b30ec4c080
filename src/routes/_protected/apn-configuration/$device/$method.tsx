import { createFileRoute, redirect } from '@tanstack/react-router';
import { esimConfigRedirect } from '@/domain/screen-rules';
import { requireCard } from '@/routes/-current-card';
import { EsimConfigScreen } from '@/routes/-esim-config-screen';
import { loadEsimConfig } from '@/routes/-esim-config-load';
import { EsimFetchErrorScreen } from '@/routes/-esim-fetch-error-screen';

export const Route = createFileRoute('/_protected/apn-configuration/$device/$method')({
  beforeLoad: ({ params }) => {
    const card = requireCard();
    const elsewhere = esimConfigRedirect(card.usertype, params.device, false);
    if (elsewhere) throw redirect({ to: elsewhere, replace: true });
    return { card };
  },
  loader: ({ context: { queryClient, card }, params }) => loadEsimConfig(queryClient, card, params),
  errorComponent: EsimFetchErrorScreen,
  component: function RouteScreen() {
    return <EsimConfigScreen card={Route.useRouteContext().card} params={Route.useParams()} onboarding={false} />;
  },
});
