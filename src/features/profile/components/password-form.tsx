import { useTranslation } from 'react-i18next';
import { useValidatedForm } from '../../../lib/form';
import { useFieldError } from '../../../components/ui/use-field-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiErrorAlert } from '../../../components/ui/api-error-alert';
import { useChangePassword } from '../api/change-password';
import { PasswordForm as Schema } from '../schemas';

/** Password change; other devices signed in to the account are signed out by the API. */
export function PasswordForm() {
  const { t } = useTranslation(['profile', 'auth', 'common']);
  const mutation = useChangePassword();
  const form = useValidatedForm(Schema, ({ current_password, new_password }, ) => mutation.mutate({ current_password, new_password }));
  const err = useFieldError(form.errors);
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} aria-labelledby="password-title">
      <h2 id="password-title" className="mb-3 font-semibold">
        {t('password.title')}
      </h2>
      <ApiErrorAlert error={mutation.error} />
      {mutation.isSuccess && <Alert tone="success">{t('password.changed')}</Alert>}
      <TextField label={t('password.current')} name="current_password" type="password" autoComplete="current-password" error={err('current_password')} />
      <TextField label={t('auth:fields.newPassword')} name="new_password" type="password" autoComplete="new-password" hint={t('auth:register.passwordHint')} error={err('new_password')} />
      <TextField label={t('auth:fields.passwordConfirm')} name="new_password_confirm" type="password" autoComplete="new-password" error={err('new_password_confirm')} />
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common:actions.processing') : t('password.submit')}
      </Button>
    </form>
  );
}
