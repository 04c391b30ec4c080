import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { optionalTexts } from '@/lib/search-params';
import { QueryScope } from '@/components/layout/query-scope';

const Search = optionalTexts({ token: 200 });

export const Route = createFileRoute('/_public/resetPassword')({
  validateSearch: Search,
  component: ResetPasswordScreen,
});

function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { token } = Route.useSearch();
  return (
    <Page title={t('reset.title')}>
      <QueryScope>
        <ResetPasswordForm token={token} />
      </QueryScope>
    </Page>
  );
}
