import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { afterSignIn } from '../-sign-in';
import { optionalTexts } from '../../lib/search-params';
import { QueryScope } from '../../components/layout/query-scope';

const Search = optionalTexts({ code: 64 });

export const Route = createFileRoute('/_public/register')({
  validateSearch: Search,
  component: RegisterScreen,
});

function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { code } = Route.useSearch();
  return (
    <Page title={t('register.title')} intro={t('register.intro')}>
      <QueryScope>
        <RegisterForm code={code} onSignedIn={(res) => afterSignIn(res, navigate)} />
      </QueryScope>
    </Page>
  );
}
