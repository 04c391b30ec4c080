import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Page } from '../../components/ui/page';
import { ActivationLoginForm } from '../../features/auth/components/activation-login-form';
import { afterSignIn } from '../-sign-in';

export const Route = createFileRoute('/_public/activationLogin')({
  validateSearch: v.object({ code: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  component: ActivationLoginScreen,
});

function ActivationLoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { code } = Route.useSearch();
  return (
    <Page title={t('activationLogin.title')} intro={t('activationLogin.intro')}>
      <ActivationLoginForm code={code} onSignedIn={(res) => afterSignIn(res, navigate)} />
    </Page>
  );
}
