import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { LoginForm } from '@/features/auth/components/login-form';

export const Route = createFileRoute('/_public/login')({ component: LoginScreen });

function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Page title={t('login.title')}>
      {/* What follows a login (the card-status table) loads with the answer, not with the door. */}
      <LoginForm onSignedIn={(res) => import('@/routes/-sign-in').then((m) => m.afterSignIn(res, navigate))} />
    </Page>
  );
}
