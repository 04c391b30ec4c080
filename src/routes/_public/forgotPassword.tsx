import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { QueryScope } from '@/components/layout/query-scope';

export const Route = createFileRoute('/_public/forgotPassword')({ component: ForgotPasswordScreen });

function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  return (
    <Page title={t('forgot.title')} intro={t('forgot.intro')}>
      <QueryScope>
        <ForgotPasswordForm />
      </QueryScope>
    </Page>
  );
}
