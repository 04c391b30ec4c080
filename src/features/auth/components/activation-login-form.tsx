import { useTranslation } from 'react-i18next';
import { ActivationLoginRequest, type LoginResponse } from '@/contract';
import { useValidatedForm } from '@/lib/form';
import { useFieldError } from '@/components/ui/use-field-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useActivationLogin } from '@/features/auth/api/activation-login';

/** For a customer who already has an account and got another SIM: sign in and attach it. */
export function ActivationLoginForm({
  code,
  onSignedIn,
}: {
  code?: string | undefined;
  onSignedIn: (res: LoginResponse) => Promise<void>;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const mutation = useActivationLogin();
  const form = useValidatedForm(ActivationLoginRequest, (body) => mutation.mutate(body, { onSuccess: onSignedIn }));
  const err = useFieldError(form.errors);
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
      <ApiErrorAlert error={mutation.error} />
      <TextField
        label={t('fields.activationCode')}
        name="activation_code"
        defaultValue={code}
        autoComplete="off"
        autoCapitalize="characters"
        error={err('activation_code')}
      />
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="username" inputMode="email" error={err('email')} />
      <TextField label={t('fields.password')} name="password" type="password" autoComplete="current-password" error={err('password')} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common:actions.processing') : t('activationLogin.submit')}
      </Button>
    </form>
  );
}
