import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@/contract';
import { hasEsimAndroidApn } from '@/domain/sim-access';
import { profileOf } from '@/domain/sim-profiles';

/**
 * Before the codes: which phone, and is the QR on that same phone (install from a link or code) or
 * on another screen (scan)? sonet eSIMs are pushed to the phone by EID, so only the phone matters.
 */
export function InstallMethodPicker({ usertype, basePath }: { usertype: UserType; basePath: '/apn-config' | '/apn-configuration' }) {
  const { t } = useTranslation('esim');
  const methods = profileOf(usertype).installMethods;
  // With one way to install, each link names the phone it starts on; with several, the way.
  const onlyMethod = methods.length === 1;
  // Astro and linksfield Android phones need the APN typed in after installing (sonet's is on its own page).
  const hasAndroidApnSteps = hasEsimAndroidApn(usertype);
  return (
    <div className="space-y-6">
      {(['1', '2'] as const).map((device) => (
        <section key={device} aria-labelledby={`device-${device}`} className="rounded-xl border border-slate-200 p-4">
          <h2 id={`device-${device}`} className="mb-3 font-semibold">
            {t(device === '1' ? 'pick.iphone' : 'pick.android')}
          </h2>
          <ul className="space-y-2">
            {methods.map((method) => {
              const phone = t(device === '1' ? 'pick.iphone' : 'pick.android');
              const how = t(method === '1' ? 'pick.samePhone' : 'pick.otherScreen');
              return (
                <li key={method}>
                  {/* Named after the phone: the iPhone's and the Android phone's links read alike, and a
                      list of links (a screen reader's) shows them without their headings. */}
                  <Link
                    to={`${basePath}/$device/$method`}
                    params={{ device, method }}
                    aria-label={onlyMethod ? undefined : t('pick.methodOn', { method: how, device: phone })}
                    className="block rounded-lg border border-brand-600 px-4 py-3 text-brand-700 hover:bg-brand-50"
                  >
                    {onlyMethod ? t('pick.startFor', { device: phone }) : how}
                  </Link>
                </li>
              );
            })}
            {device === '2' && hasAndroidApnSteps && (
              <li>
                {/* Straight to the APN steps: they are kept offline, the codes page is not. */}
                <Link
                  to={basePath === '/apn-config' ? '/esim-apn-android-step3/$device/$method' : '/esim-apn-android'}
                  params={{ device: '2', method: '1' }}
                  className="block rounded-lg border border-slate-300 px-4 py-3 text-slate-800 hover:bg-slate-50"
                >
                  {t('pick.androidApn')}
                </Link>
              </li>
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
