import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJstDate } from '@/lib/dates';
import { useCardInfo, type CardRef } from '@/features/account/api/card-info';
import { useCardUsage } from '@/features/account/api/card-usage';
import { endsSoon } from '@/features/account/model';
import { usePlanLabel } from '@/lib/plans';
import { ordersAllowed } from '@/lib/order-access';
import { TopUpLinks } from './top-up-links';
import { statusLabelKey } from '@/lib/sim-status';
import { UsageGauge } from './usage-gauge';
import { UsageNotes } from './usage-notes';
import { DetailsList } from '@/components/ui/details-list';
import { Panel } from '@/components/ui/panel';
import { BelowTheFold } from '@/components/ui/below-the-fold';

/**
 * Account information and usage of the current SIM (spec §2 top page); `history` goes right under the
 * usage. The usage is what a phone shows first; the rest is drawn just after it (BelowTheFold).
 */
export function AccountSummary({ card, history }: { card: CardRef; history?: ReactNode }) {
  const { t } = useTranslation(['account', 'common']);
  const planLabel = usePlanLabel();
  const { data: info } = useCardInfo(card);
  const { data: usage } = useCardUsage(card);
  const rows: [string, string][] = [
    [t('labels.plan'), planLabel(info)],
    [t('labels.status'), t(`common:${statusLabelKey(info.status)}`)],
    // Two rows: "ICCID / EID" with one number under it read as if the EID were missing.
    [t('labels.iccid'), info.iccid],
    ...(info.eid ? ([[t('labels.eid'), info.eid]] as [string, string][]) : []),
    ...(info.tel_no ? ([[t('labels.lineNumber'), info.tel_no]] as [string, string][]) : []),
    [t('labels.startDate'), formatJstDate(info.start_date) || '—'],
    [t('labels.validity'), formatJstDate(info.validity_period) || '—'],
  ];
  const fewDays = endsSoon(usage);
  const canTopUp = ordersAllowed(card.usertype);
  return (
    <div className="space-y-6">
      <Panel title={t('usage.title')}>
        <UsageGauge remainingGb={usage.data_remaining_gb} totalGb={usage.data_total_gb} />
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-600">{t('usage.used')}</dt>
          <dd className="text-right font-medium">{usage.data_used_gb.toFixed(2)} GB</dd>
          <dt className="text-slate-600">{t('usage.daysRemaining')}</dt>
          <dd className={`text-right font-medium ${fewDays ? 'text-red-700' : ''}`}>
            {usage.days_remaining === null ? '—' : t('usage.days', { count: usage.days_remaining })}
          </dd>
        </dl>
        <div className="mt-4">
          <UsageNotes usage={usage} canTopUp={canTopUp} />
        </div>
      </Panel>
      <BelowTheFold>
        {history}
        {canTopUp && <TopUpLinks />}
        <Panel title={t('account.title')}>
          <DetailsList rows={rows} />
        </Panel>
      </BelowTheFold>
    </div>
  );
}
