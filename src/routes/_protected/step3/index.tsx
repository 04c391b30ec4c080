import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { StepProgress } from '@/components/ui/step-heading';
import { DevicePicker } from '@/features/apn/components/device-picker';
import { devicesFor } from '@/features/apn/model';
import { step3Redirect } from '@/domain/screen-rules';
import { requireCard } from '@/routes/-current-card';

export const Route = createFileRoute('/_protected/step3/')({
  beforeLoad: () => {
    const card = requireCard();
    // eSIMs choose their phone on the eSIM settings page (spec §4 table).
    const elsewhere = step3Redirect(card.usertype);
    if (elsewhere) throw redirect({ to: elsewhere, replace: true });
    return { card };
  },
  component: Step3,
});

function Step3() {
  const { t } = useTranslation(['apn', 'onboarding']);
  const { card } = Route.useRouteContext();
  return (
    <Page title={t('pickTitle')}>
      <StepProgress label={t('onboarding:progress', { current: 3, total: 3 })} current={3} total={3} />
      <DevicePicker devices={devicesFor(card.usertype)} basePath="/step3" />
    </Page>
  );
}
