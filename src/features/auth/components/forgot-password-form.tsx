import { useTranslation } from 'react-i18next';
import { ForgotPasswordRequest } from '@/contract';
import { useValidatedForm } from '@/lib/form';
import { useFieldError } from '@/components/ui/use-field-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useForgotPassword } from '@/features/auth/api/forgot-password';

export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'common']);
  const mutation = useForgotPassword();
  const form = useValidatedForm(ForgotPasswordRequest, ({ email }) => mutation.mutate(email));
  const err = useFieldError(form.errors);
  // The same answer whether or not the address has an account, so nobody can probe for customers.
  // Focused: the form it replaces took the focused button with it.
  if (mutation.isSuccess)
    return (
      <FocusedAlert tone="success" trigger={mutation.isSuccess}>
        {t('forgot.sent')}
      </FocusedAlert>
    );
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
      <ApiErrorAlert error={mutation.error} />
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" inputMode="email" error={err('email')} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common:actions.processing') : t('forgot.submit')}
      </Button>
    </form>
  );
}
