import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import { Button, buttonClass } from '../../../components/ui/button';
import { ApiErrorAlert } from '../../../components/ui/api-error-alert';
import { useRegisterConfirm } from '../api/register-confirm';

/**
 * The page the confirmation mail links to. Nothing happens on opening it (mail scanners and the
 * router's preload open links too; decision 0026): the account is created by the button's click.
 */
export function RegisterConfirm({ token, onSignedIn }: { token: string | undefined; onSignedIn: (res: LoginResponse) => Promise<void> }) {
  const { t } = useTranslation(['auth', 'common']);
  const mutation = useRegisterConfirm();
  // A link that cannot work any more: say so and offer the ways on, not the button again.
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
    <>
      <ApiErrorAlert error={mutation.error} />
      <p className="mb-4 text-slate-800">{t('registerConfirm.intro')}</p>
      <Button needsConnection disabled={mutation.isPending || mutation.isSuccess} onClick={() => mutation.mutate({ token }, { onSuccess: (res) => onSignedIn(res) })}>
        {mutation.isPending ? t('common:actions.processing') : t('registerConfirm.submit')}
      </Button>
    </>
  );
}
