import { useTranslation } from 'react-i18next';
import type { CardInfo } from '../../../contract';
import { formatJstDate } from '../../../lib/dates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** Spec §2 basic info: email, ICCID (ICCID/EID for eSIM), plan, status, launch date, validity. */
export function BasicInfo({ info, prepaid, onToTop }: { info: CardInfo; prepaid: boolean; onToTop: () => void }) {
  const { t } = useTranslation('onboarding');
  const rows: [string, string][] = [
    [t('basicInfo.email'), info.email],
    [info.sim_type === 'physical_sim' ? t('basicInfo.iccid') : t('basicInfo.iccidEid'), info.eid ? `${info.iccid} / ${info.eid}` : info.iccid],
    [t('basicInfo.plan'), info.plan],
    [t('basicInfo.status'), t(`basicInfo.statuses.${info.status}`)],
    [t('basicInfo.launchDate'), formatJstDate(info.start_date) || '—'],
    [t('basicInfo.validity'), formatJstDate(info.validity_period) || '—'],
  ];
  return (
    <div className="space-y-4">
      <Alert tone="success">{t('basicInfo.done')}</Alert>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-all text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {prepaid && <p className="text-sm text-slate-700">{t('basicInfo.dedicatedLead')}</p>}
      <Button onClick={onToTop}>{t(prepaid ? 'basicInfo.dedicatedLink' : 'basicInfo.toTop')}</Button>
    </div>
  );
}
