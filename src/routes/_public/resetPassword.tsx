import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Page } from '../../components/ui/page';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export const Route = createFileRoute('/_public/resetPassword')({
  validateSearch: v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
  component: ResetPasswordScreen,
});

function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { token } = Route.useSearch();
  return (
    <Page title={t('reset.title')}>
      <ResetPasswordForm token={token} />
    </Page>
  );
}
