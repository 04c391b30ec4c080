import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../contract';
import { useValidatedForm } from '../../../lib/form';
import { useFieldError } from '../../../components/ui/use-field-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiErrorAlert } from '../../../components/ui/api-error-alert';
import { useLogin } from '../api/login';
import { LoginForm as Schema } from '../schemas';

export function LoginForm({ onSignedIn }: { onSignedIn: (res: LoginResponse) => Promise<void> }) {
  const { t } = useTranslation(['auth', 'common']);
  const mutation = useLogin();
  const form = useValidatedForm(Schema, (body) => mutation.mutate(body, { onSuccess: onSignedIn }));
  const err = useFieldError(form.errors);
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
      <ApiErrorAlert error={mutation.error} />
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="username" inputMode="email" error={err('email')} />
      <TextField label={t('fields.password')} name="password" type="password" autoComplete="current-password" error={err('password')} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common:actions.processing') : t('login.submit')}
      </Button>
      <p className="mt-4 text-center text-sm">
        <Link to="/forgotPassword" className="text-brand-700 underline">
          {t('login.forgot')}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link to="/register" className="text-brand-700 underline">
          {t('login.noAccount')}
        </Link>
      </p>
    </form>
  );
}
