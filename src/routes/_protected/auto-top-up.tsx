import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { currentLanguage } from '@/lib/i18n';
import { loadTranslations } from '@/lib/screen-translations';
import { autoTopUpOptions, useAutoTopUpChange } from '@/features/auto-topup/api/auto-topup';
import { AutoTopUpSettings } from '@/features/auto-topup/components/auto-topup-settings';
import { requireRecharge } from '@/routes/-purchase-access';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';
import { SimFromAlert } from '@/routes/-alert-sim';

/**
 * Automatic top-up (docs/decisions/0110): for the SIMs that buy plans here; the loader only reads.
 * `?sim=` (its notices' links) opens it for that SIM.
 */
export const Route = createFileRoute('/_protected/auto-top-up')({
  beforeLoad: () => requireRecharge(),
  loader: ({ context: { queryClient, card } }) =>
    Promise.all([queryClient.ensureQueryData(autoTopUpOptions(card.scId, currentLanguage())), loadTranslations('autoTopUp')]),
  errorComponent: FetchErrorScreen,
  component: AutoTopUpScreen,
});

function AutoTopUpScreen() {
  const { t, i18n } = useTranslation('autoTopUp');
  const { scId } = Route.useRouteContext().card;
  const { data } = useSuspenseQuery(autoTopUpOptions(scId, i18n.resolvedLanguage ?? currentLanguage()));
  const { on, off } = useAutoTopUpChange(scId);
  return (
    <SimFromAlert>
      <Page title={t('title')}>
        <AutoTopUpSettings
          state={data}
          // Each change forgets the other's outcome: what was done last is the one said and focused.
          onTurnOn={(choice) => (off.reset(), on.mutate(choice))}
          onTurnOff={() => (on.reset(), off.mutate())}
          busy={on.isPending || off.isPending}
          error={on.error ?? off.error}
          changed={on.isSuccess ? 'on' : off.isSuccess ? 'off' : undefined}
        />
      </Page>
    </SimFromAlert>
  );
}
