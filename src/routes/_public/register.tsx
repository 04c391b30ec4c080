import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { RegisterForm } from '@/features/auth/components/register-form';
import { RegisterMailSent } from '@/features/auth/components/register-mail-sent';
import { optionalTexts } from '@/lib/search-params';
import { QueryScope } from '@/components/layout/query-scope';

const Search = optionalTexts({ code: 64 });

export const Route = createFileRoute('/_public/register')({
  validateSearch: Search,
  component: RegisterScreen,
});

function RegisterScreen() {
  const { t } = useTranslation('auth');
  const { code } = Route.useSearch();
  // Two-step registration (decision 0044): after the form, the "check your email" panel.
  const [sent, setSent] = useState<{ email: string; expiresIn: number }>();
  return (
    <Page title={t('register.title')} intro={sent ? undefined : t('register.intro')}>
      <QueryScope>
        {sent ? <RegisterMailSent {...sent} onAgain={() => setSent(undefined)} /> : <RegisterForm code={code} onMailSent={setSent} />}
      </QueryScope>
    </Page>
  );
}
