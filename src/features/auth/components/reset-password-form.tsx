import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useValidatedForm } from '@/lib/form';
import { useFieldError } from '@/components/ui/use-field-error';
import { isApiError } from '@/lib/api-error';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { ResetPasswordForm as Schema } from '@/features/auth/schemas';

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { t } = useTranslation(['auth', 'common']);
  const mutation = useResetPassword();
  const form = useValidatedForm(Schema, ({ password }) => mutation.mutate({ token: token ?? '', password }));
  const err = useFieldError(form.errors);

  if (mutation.isSuccess)
    return (
      <>
        {/* Focused: the form it replaces took the focused button with it. */}
        <FocusedAlert tone="success" trigger={mutation.isSuccess}>
          {t('reset.done')}
        </FocusedAlert>
        <Link to="/login" className={buttonClass()}>
          {t('reset.toLogin')}
        </Link>
      </>
    );
  if (!token || isApiError(mutation.error, 'E0008'))
    return (
      <>
        {/* An expired link found on sending is focused; found on arrival, the heading keeps focus. */}
        <FocusedAlert tone="error" trigger={mutation.error}>
          {t('common:apiErrors.E0008')}
        </FocusedAlert>
        <Link to="/forgotPassword" className={buttonClass('secondary')}>
          {t('reset.requestAgain')}
        </Link>
      </>
    );
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
      <ApiErrorAlert error={mutation.error} />
      <TextField
        label={t('fields.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        error={err('password')}
      />
      <TextField
        label={t('fields.passwordConfirm')}
        name="password_confirm"
        type="password"
        autoComplete="new-password"
        error={err('password_confirm')}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common:actions.processing') : t('reset.submit')}
      </Button>
    </form>
  );
}
