import { useTranslation } from 'react-i18next';
import type { CardInfo } from '@/contract';
import { formatJstDate } from '@/lib/dates';
import { usePlanLabel } from '@/lib/plans';
import { statusLabelKey } from '@/lib/sim-status';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DetailsList } from '@/components/ui/details-list';

/** Spec §2 basic info: email, ICCID (and EID for eSIM), plan, status, launch date, validity. */
export function BasicInfo({ info, prepaid, onToTop }: { info: CardInfo; prepaid: boolean; onToTop: () => void }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const planLabel = usePlanLabel();
  const rows: [string, string][] = [
    [t('basicInfo.email'), info.email],
    // ICCID and, where the SIM has one (sonet eSIM), the EID: a row each, never a label naming a missing value.
    [t('basicInfo.iccid'), info.iccid],
    ...(info.eid ? ([[t('basicInfo.eid'), info.eid]] as [string, string][]) : []),
    [t('basicInfo.plan'), planLabel(info)],
    [t('basicInfo.status'), t(`common:${statusLabelKey(info.status)}`)],
    [t('basicInfo.launchDate'), formatJstDate(info.start_date) || '—'],
    [t('basicInfo.validity'), formatJstDate(info.validity_period) || '—'],
  ];
  return (
    <div className="space-y-4">
      <Alert tone="success">{t('basicInfo.done')}</Alert>
      <DetailsList rows={rows} className="rounded-xl border border-slate-200 p-4" />
      {prepaid && <p className="text-sm text-slate-700">{t('basicInfo.dedicatedLead')}</p>}
      <Button onClick={onToTop}>{t(prepaid ? 'basicInfo.dedicatedLink' : 'basicInfo.toTop')}</Button>
    </div>
  );
}
