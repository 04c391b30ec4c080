import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { StepProgress } from '@/components/ui/step-heading';
import { InstallMethodPicker } from '@/features/esim/components/install-method-picker';
import { requireCard } from '@/routes/-current-card';
import { esimSettingsRedirect } from '@/domain/screen-rules';

/** Step 3 for eSIMs: choose the phone (and for astro/linksfield, where the QR is shown). */
export const Route = createFileRoute('/_protected/esim-apn-settings')({
  beforeLoad: () => {
    const card = requireCard();
    const elsewhere = esimSettingsRedirect(card.usertype);
    if (elsewhere) throw redirect({ to: elsewhere, replace: true });
    return { card };
  },
  component: EsimApnSettings,
});

function EsimApnSettings() {
  const { t } = useTranslation(['esim', 'onboarding']);
  const { card } = Route.useRouteContext();
  return (
    <Page title={t('pick.title')}>
      <StepProgress label={t('onboarding:progress', { current: 3, total: 3 })} current={3} total={3} />
      <InstallMethodPicker usertype={card.usertype} basePath="/apn-config" />
    </Page>
  );
}
