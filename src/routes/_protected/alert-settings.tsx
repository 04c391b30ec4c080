import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { getSession } from '@/lib/session';
import { loadTranslations } from '@/lib/screen-translations';
import { alertSettingsOptions } from '@/features/alerts/api/alert-settings';
import { pushKeyOptions } from '@/features/alerts/api/push-device';
import { AlertSettingsScreen } from '@/features/alerts/components/alert-settings-screen';
import { requireCard } from '@/routes/-current-card';
import { FetchErrorScreen } from '@/routes/-fetch-error-screen';

/** Alerts of the current SIM; its code (push included) loads with this route only. */
export const Route = createFileRoute('/_protected/alert-settings')({
  beforeLoad: () => {
    requireCard();
    const { iccid, telNumber } = getSession();
    if (!iccid) throw redirect({ to: '/topPage', replace: true });
    return { line: { iccid, label: telNumber ?? `ICCID ${iccid}` } };
  },
  loader: ({ context: { queryClient, line } }) =>
    Promise.all([
      queryClient.ensureQueryData(alertSettingsOptions(line.iccid)),
      queryClient.ensureQueryData(pushKeyOptions()),
      loadTranslations('alerts'),
    ]),
  errorComponent: FetchErrorScreen,
  component: function RouteScreen() {
    const { t } = useTranslation('alerts');
    const { line } = Route.useRouteContext();
    return (
      <Page title={t('title')}>
        <AlertSettingsScreen iccid={line.iccid} simLabel={line.label} />
      </Page>
    );
  },
});
