import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidatedForm } from '@/lib/form';
import { useFieldError } from '@/components/ui/use-field-error';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { isApiError } from '@/lib/api-error';
import { useChangePassword } from '@/features/profile/api/change-password';
import { PasswordForm as Schema } from '@/features/profile/schemas';

/** Password change; other devices signed in to the account are signed out by the API. */
export function PasswordForm() {
  const { t } = useTranslation(['profile', 'auth', 'common']);
  const mutation = useChangePassword();
  const form = useValidatedForm(Schema, ({ current_password, new_password }) => mutation.mutate({ current_password, new_password }));
  // A wrong current password is this form's own message, next to that field: the login's
  // "email address or password is incorrect" (E0003 on the wire, spec §8) says nothing here.
  const wrongCurrent = isApiError(mutation.error, 'E0003');
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const field = formRef.current?.elements.namedItem('current_password');
    if (wrongCurrent && field instanceof HTMLInputElement) field.focus();
  }, [wrongCurrent, mutation.error]);
  const err = useFieldError(
    wrongCurrent && !form.errors.current_password ? { ...form.errors, current_password: 'Currentpasswordincorrect' } : form.errors,
  );
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      onChange={(event) => {
        form.onChange(event);
        // Editing the current password takes back the "incorrect" message, as for every field error.
        if (wrongCurrent) mutation.reset();
      }}
      aria-labelledby="password-title"
    >
      <h2 id="password-title" className="mb-3 font-semibold">
        {t('password.title')}
      </h2>
      <ApiErrorAlert error={wrongCurrent ? null : mutation.error} />
      {mutation.isSuccess && (
        <FocusedAlert tone="success" trigger={mutation.data}>
          {t('password.changed')}
        </FocusedAlert>
      )}
      <TextField
        label={t('password.current')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        error={err('current_password')}
      />
      <TextField
        label={t('auth:fields.newPassword')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        hint={t('auth:register.passwordHint')}
        error={err('new_password')}
      />
      <TextField
        label={t('auth:fields.passwordConfirm')}
        name="new_password_confirm"
        type="password"
        autoComplete="new-password"
        error={err('new_password_confirm')}
      />
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common:actions.processing') : t('password.submit')}
      </Button>
    </form>
  );
}
