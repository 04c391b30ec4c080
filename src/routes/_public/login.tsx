import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { LoginForm } from '../../features/auth/components/login-form';
import { afterSignIn } from '../-sign-in';

export const Route = createFileRoute('/_public/login')({ component: LoginScreen });

function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Page title={t('login.title')}>
      <LoginForm onSignedIn={(res) => afterSignIn(res, navigate)} />
    </Page>
  );
}
