import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { updateSession } from '@/lib/session';
import { IssuanceStatus } from '@/features/onboarding/components/issuance-status';
import { requireCard } from '@/routes/-current-card';
import { esimIssued } from '@/domain/onboarding';

export const Route = createFileRoute('/_protected/esim-activation-notification')({
  beforeLoad: () => ({ card: requireCard() }),
  component: Notification,
});

function Notification() {
  const { t } = useTranslation('onboarding');
  const { card } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <Page title={t('notification.title')}>
      <IssuanceStatus
        scId={card.scId}
        usertype={card.usertype}
        onReady={async (state) => {
          await updateSession(esimIssued(state));
          await navigate({ to: '/esim-apn-settings' });
        }}
      />
    </Page>
  );
}
