import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';

// Only a `?ac=` link checks a code: most visitors never load the HTTP client and its query here.
const CodeCheck = lazy(() => import('./code-check').then((m) => ({ default: m.CodeCheck })));

/** The first screen; with `?ac=` (the link or QR printed with a SIM) it starts from that code. */
export function Landing({ code }: { code?: string | undefined }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div>
      <p className="mb-6 text-slate-700">{t('landing.lead')}</p>
      {code ? (
        <Suspense fallback={<Actions code={code} registered={false} />}>
          <CodeCheck code={code} actions={(registered) => <Actions code={code} registered={registered} />} />
        </Suspense>
      ) : (
        <Actions registered={false} />
      )}
      <ul className="mt-8 space-y-2 text-sm text-slate-700">
        <li>{t('landing.point1')}</li>
        <li>{t('landing.point2')}</li>
        <li>{t('landing.point3')}</li>
      </ul>
    </div>
  );
}

/**
 * The ways on. A code already registered cannot be registered again (E0007): its main way is to log
 * in, and registering is not offered.
 */
function Actions({ code, registered }: { code?: string; registered: boolean }): ReactNode {
  const { t } = useTranslation(['auth', 'common']);
  if (registered) {
    return (
      <div className="space-y-3">
        <Link to="/login" className={buttonClass()}>
          {t('landing.login')}
        </Link>
      </div>
    );
  }
  return (
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
  );
}
