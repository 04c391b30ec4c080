import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Page } from '../../components/ui/page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { afterSignIn } from '../-sign-in';

export const Route = createFileRoute('/_public/register')({
  validateSearch: v.object({ code: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  component: RegisterScreen,
});

function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { code } = Route.useSearch();
  return (
    <Page title={t('register.title')} intro={t('register.intro')}>
      <RegisterForm code={code} onSignedIn={(res) => afterSignIn(res, navigate)} />
    </Page>
  );
}
