import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { UserType } from '../../../contract';

/**
 * Before the codes: which phone, and is the QR on that same phone (install from a link or code) or
 * on another screen (scan)? sonet eSIMs are pushed to the phone by EID, so only the phone matters.
 */
export function InstallMethodPicker({ usertype, basePath }: { usertype: UserType; basePath: '/apn-config' | '/apn-configuration' }) {
  const { t } = useTranslation('esim');
  const methods = usertype === 'ESIMS' ? ['1'] : ['1', '2'];
  return (
    <div className="space-y-6">
      {(['1', '2'] as const).map((device) => (
        <section key={device} aria-labelledby={`device-${device}`} className="rounded-xl border border-slate-200 p-4">
          <h2 id={`device-${device}`} className="mb-3 font-semibold">
            {t(device === '1' ? 'pick.iphone' : 'pick.android')}
          </h2>
          <ul className="space-y-2">
            {methods.map((method) => (
              <li key={method}>
                <Link
                  to={`${basePath}/$device/$method`}
                  params={{ device, method }}
                  className="block rounded-lg border border-brand-600 px-4 py-3 text-brand-700 hover:bg-brand-50"
                >
                  {/* Named after the phone: two links both called "Show the steps" said nothing apart (issue 14). */}
                  {usertype === 'ESIMS'
                    ? t('pick.startFor', { device: t(device === '1' ? 'pick.iphone' : 'pick.android') })
                    : t(method === '1' ? 'pick.samePhone' : 'pick.otherScreen')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
