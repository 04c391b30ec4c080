import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@/contract';
import { isApiError } from '@/lib/api-error';
import { useValidatedForm } from '@/lib/form';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFieldError } from '@/components/ui/use-field-error';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useRegisterConfirm } from '@/features/auth/api/register-confirm';
import { RegisterConfirmForm as Schema } from '@/features/auth/schemas';

/**
 * The page the confirmation mail links to. Nothing happens on opening it (mail scanners and the
 * router's preload open links too; decision 0026): the account is created when the form is sent.
 * The form asks for the password the registration was made with (decision 0065), so a stranger's
 * registration of this address cannot be completed by its owner: the owner's password does not fit.
 */
export function RegisterConfirm({ token, onSignedIn }: { token: string | undefined; onSignedIn: (res: LoginResponse) => Promise<void> }) {
  const { t } = useTranslation(['auth', 'common']);
  const mutation = useRegisterConfirm();
  const form = useValidatedForm(Schema, ({ password }) =>
    mutation.mutate({ token: token ?? '', password }, { onSuccess: (res) => onSignedIn(res) }),
  );
  const err = useFieldError(form.errors);
  // A link that cannot work any more: say so and offer the ways on, not the form again.
  const dead = !token || isApiError(mutation.error, 'E0050') || isApiError(mutation.error, 'E0051');
  if (dead)
    return (
      <>
        {mutation.error ? <ApiErrorAlert error={mutation.error} /> : <p className="mb-4 text-slate-800">{t('common:apiErrors.E0050')}</p>}
        <div className="flex flex-wrap gap-3">
          <Link to="/register" className={buttonClass('secondary')}>
            {t('registerConfirm.registerAgain')}
          </Link>
          <Link to="/login" className={buttonClass('secondary')}>
            {t('registerConfirm.toLogin')}
          </Link>
        </div>
      </>
    );
  return (
    <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
      <ApiErrorAlert error={mutation.error} />
      <p className="mb-4 text-slate-800">{t('registerConfirm.intro')}</p>
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        hint={t('registerConfirm.passwordHint')}
        error={err('password')}
      />
      <Button type="submit" needsConnection disabled={mutation.isPending || mutation.isSuccess}>
        {mutation.isPending ? t('common:actions.processing') : t('registerConfirm.submit')}
      </Button>
      <p className="mt-4 text-sm text-slate-700">{t('registerConfirm.notYours')}</p>
    </form>
  );
}
