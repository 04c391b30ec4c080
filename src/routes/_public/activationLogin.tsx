import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { ActivationLoginForm } from '@/features/auth/components/activation-login-form';
import { afterSignIn } from '@/routes/-sign-in';
import { optionalTexts } from '@/lib/search-params';
import { QueryScope } from '@/components/layout/query-scope';

const Search = optionalTexts({ code: 64 });

export const Route = createFileRoute('/_public/activationLogin')({
  validateSearch: Search,
  component: ActivationLoginScreen,
});

function ActivationLoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { code } = Route.useSearch();
  return (
    <Page title={t('activationLogin.title')} intro={t('activationLogin.intro')}>
      <QueryScope>
        <ActivationLoginForm code={code} onSignedIn={(res) => afterSignIn(res, navigate)} />
      </QueryScope>
    </Page>
  );
}
