import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { RegisterConfirm } from '@/features/auth/components/register-confirm';
import { afterSignIn } from '@/routes/-sign-in';
import { optionalTexts } from '@/lib/search-params';
import { QueryScope } from '@/components/layout/query-scope';

const Search = optionalTexts({ token: 200 });

/** The link of the registration mail (decision 0044). No loader: opening the page confirms nothing. */
export const Route = createFileRoute('/_public/confirmRegistration')({
  validateSearch: Search,
  component: ConfirmRegistrationScreen,
});

function ConfirmRegistrationScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token } = Route.useSearch();
  return (
    <Page title={t('registerConfirm.title')}>
      <QueryScope>
        <RegisterConfirm token={token} onSignedIn={(res) => afterSignIn(res, navigate)} />
      </QueryScope>
    </Page>
  );
}
