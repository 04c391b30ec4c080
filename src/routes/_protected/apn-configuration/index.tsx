import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { updateSession } from '@/lib/session';
import { DevicePicker } from '@/features/apn/components/device-picker';
import { devicesFor } from '@/features/apn/model';
import { InstallMethodPicker } from '@/features/esim/components/install-method-picker';
import { requireCard } from '@/routes/-current-card';
import { apnConfigurationOpened } from '@/domain/onboarding';
import { accessOf } from '@/domain/sim-access';

/** APN configuration from the menu (spec §2): prepaid picks a device, eSIMs their phone and method. */
export const Route = createFileRoute('/_protected/apn-configuration/')({
  beforeLoad: () => ({ card: requireCard() }),
  component: ApnConfiguration,
});

function ApnConfiguration() {
  const { t } = useTranslation(['apn', 'esim']);
  const { card } = Route.useRouteContext();
  // Spec §4: the APN configuration page opens the prepaid configuration screens. On showing the
  // page, not in beforeLoad: the menu link preloads on intent, and a preload must change nothing.
  useEffect(() => void updateSession(apnConfigurationOpened()), []);
  return accessOf(card.usertype).physical ? (
    <Page title={t('pickTitle')}>
      <DevicePicker devices={devicesFor(card.usertype)} basePath="/apn-configuration" />
    </Page>
  ) : (
    <Page title={t('esim:pick.title')}>
      <InstallMethodPicker usertype={card.usertype} basePath="/apn-configuration" />
    </Page>
  );
}
