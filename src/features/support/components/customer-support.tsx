import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { CHANNELS, isSupportOpen, supportClosure, SUPPORT_CLOSE_HOUR, SUPPORT_OPEN_HOUR } from '@/features/support/model';

/** Spec §2 customer support: hours (open or closed now, in Japan time) and the contact channels. */
export function CustomerSupport({ now, helpUrl }: { now: number; helpUrl: string }) {
  const { t } = useTranslation('support');
  const open = isSupportOpen(now);
  const closure = supportClosure(now);
  return (
    <div className="space-y-6">
      <Alert tone={open ? 'success' : 'info'}>
        <p className="font-semibold">{t(open ? 'openNow' : 'closedNow')}</p>
        {closure && <p>{t('holidayClosure', { from: closure.from.replace(/-/g, '/'), to: closure.to.replace(/-/g, '/') })}</p>}
        <p>{t('hours', { open: `${SUPPORT_OPEN_HOUR}:00`, close: `${SUPPORT_CLOSE_HOUR}:00` })}</p>
      </Alert>
      <ul className="space-y-3">
        {CHANNELS.map((channel) => (
          <li key={channel.key}>
            <a
              href={channel.href}
              target={channel.key === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className="block rounded-lg border border-brand-600 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t(`channels.${channel.key}`)}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <a href={helpUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
          {t('helpArticles')}
        </a>
      </p>
    </div>
  );
}
