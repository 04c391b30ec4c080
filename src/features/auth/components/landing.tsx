import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { ApiErrorAlert } from '../../../components/ui/api-error-alert';
import { useCheckCode } from '../api/check-code';

/** The first screen; with `?ac=` (the link or QR printed with a SIM) it starts from that code. */
export function Landing({ code }: { code?: string | undefined }) {
  const { t } = useTranslation(['auth', 'common']);
  const check = useCheckCode(code);
  return (
    <div>
      <p className="mb-6 text-slate-700">{t('landing.lead')}</p>
      {code && (
        <div className="mb-6">
          <ApiErrorAlert error={check.error} />
          {check.data && (
            <Alert tone="info">
              <p>{t('landing.codeFor', { code, type: t(`common:simType.${check.data.sim_type}`) })}</p>
              {check.data.registered && <p className="mt-1">{t('landing.codeRegistered')}</p>}
            </Alert>
          )}
        </div>
      )}
      <div className="space-y-3">
        <Link to="/register" search={code ? { code } : {}} className={buttonClass()}>
          {t('landing.register')}
        </Link>
        {code ? (
          <Link to="/activationLogin" search={{ code }} className={buttonClass('secondary')}>
            {t('landing.addToAccount')}
          </Link>
        ) : (
          <Link to="/login" className={buttonClass('secondary')}>
            {t('landing.login')}
          </Link>
        )}
      </div>
      <ul className="mt-8 space-y-2 text-sm text-slate-700">
        <li>{t('landing.point1')}</li>
        <li>{t('landing.point2')}</li>
        <li>{t('landing.point3')}</li>
      </ul>
    </div>
  );
}
