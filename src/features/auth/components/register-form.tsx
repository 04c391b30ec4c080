import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, readForm } from '@/lib/form-state';
import { useFieldError } from '@/components/ui/use-field-error';
import { POLICY_URL } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { ProfileFields } from '@/components/forms/profile-fields';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useRegister } from '@/features/auth/api/register';
import { checkRegister, confirmationMismatches, toRegisterRequest } from '@/features/auth/schemas';

/** `onMailSent`: the API has mailed a link to finish (docs/decisions/0044); nothing is signed in yet. */
export function RegisterForm({
  code,
  onMailSent,
}: {
  code?: string | undefined;
  onMailSent: (sent: { email: string; expiresIn: number }) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const mutation = useRegister();
  const form = useFormErrors(checkRegister, (data) => {
    const body = toRegisterRequest(data);
    mutation.mutate(body, { onSuccess: (res) => onMailSent({ email: body.email, expiresIn: res.expires_in }) });
  });
  const err = useFieldError(form.errors);
  const { errors, setFieldError } = form;
  // Leaving a field re-checks the confirmations: "do not match" appears at once, and goes once fixed.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!['email', 'email_confirm', 'password', 'password_confirm'].includes((event.target as unknown as HTMLInputElement).name)) return;
    for (const { confirm, message } of confirmationMismatches(readForm(event.currentTarget))) {
      if (message) setFieldError(confirm, message);
      else if (errors[confirm] === 'Emailsdonotmatch' || errors[confirm] === 'Passwordsdonotmatch') setFieldError(confirm, undefined);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} onBlur={onBlur}>
      <ApiErrorAlert error={mutation.error} />
      <TextField
        label={t('fields.activationCode')}
        name="activation_code"
        defaultValue={code}
        autoComplete="off"
        autoCapitalize="characters"
        error={err('activation_code')}
      />
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" inputMode="email" error={err('email')} />
      <TextField
        label={t('fields.emailConfirm')}
        name="email_confirm"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={err('email_confirm')}
      />
      <TextField
        label={t('fields.password')}
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
      <ProfileFields err={err} />
      <fieldset className="mb-4 rounded-lg border border-slate-300 p-3">
        <legend className="px-1 text-sm font-medium">{t('register.agreements')}</legend>
        <CheckboxField
          name="agree_privacy"
          label={
            <a href={POLICY_URL} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              {t('register.agreePrivacy')}
            </a>
          }
          error={err('agree_privacy')}
        />
        <CheckboxField
          name="agree_terms"
          label={
            // A new tab: the half-filled form stays as it is while the customer reads.
            <a href="/terms" target="_blank" rel="noopener" className="text-brand-700 underline">
              {t('register.agreeTerms')}
            </a>
          }
          error={err('agree_terms')}
        />
        <CheckboxField name="agree_notice" label={t('register.agreeNotice')} error={err('agree_notice')} />
      </fieldset>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common:actions.processing') : t('register.submit')}
      </Button>
    </form>
  );
}
