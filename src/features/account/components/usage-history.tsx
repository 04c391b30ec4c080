import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { formatJstDateTime } from '@/lib/dates';
import { useOnline } from '@/lib/online';
import { usageDaysOptions } from '@/features/account/api/usage-days';
import type { CardRef } from '@/features/account/api/card-info';

/** The chart's own chunk: the top page asks for it, no door does (tests/e2e/first-load.spec.ts). */
export const loadUsageChart = () => import('./usage-chart');
const UsageChart = lazy(loadUsageChart);

/**
 * "Usage over time" on the top page. The box keeps the chart's height while its code and figures
 * arrive, so nothing below it moves (CLS); offline it shows the kept chart and from when.
 */
export function UsageHistory({ card }: { card: CardRef }) {
  const { t } = useTranslation('account');
  const days = useQuery(usageDaysOptions(card));
  const online = useOnline();
  const kept = days.data !== undefined && (!online || days.isRefetchError);
  return (
    <Panel title={t('chart.title')}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">{t('chart.summary')}</p>
      {kept && <p className="mb-3 text-sm text-amber-900">{t('chart.asOf', { time: formatJstDateTime(days.data.updated_at * 1000) })}</p>}
      <div className="h-64">
        {days.data?.days.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-700">{t('chart.empty')}</p>
        ) : days.data ? (
          <Suspense fallback={<ChartPlaceholder label={t('chart.loading')} />}>
            <UsageChart data={days.data} />
          </Suspense>
        ) : days.isError ? (
          <p className="py-8 text-center text-sm text-slate-700">{t('chart.unavailable')}</p>
        ) : (
          <ChartPlaceholder label={t('chart.loading')} />
        )}
      </div>
    </Panel>
  );
}

function ChartPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" className="h-36 animate-pulse rounded bg-slate-100">
      <span className="sr-only">{label}</span>
    </div>
  );
}
