import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { Landing } from '@/features/auth/components/landing';

export const Route = createFileRoute('/_public/landingPage')({ component: LandingScreen });

function LandingScreen() {
  const { t } = useTranslation('auth');
  const { ac } = Route.useSearch();
  return (
    <Page title={t('landing.title')}>
      <Landing code={ac} />
    </Page>
  );
}
