import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardUsageDays } from '@/contract';
import { formatData, fullDay, labelledDays, scaleTopMb, shortDay } from '@/features/account/chart';

/**
 * Data used per Japan-time day as bars, and the allowance as one bar of used (solid) and remaining
 * (hatched). Loaded on its own (React.lazy in usage-history.tsx): no door carries it. The drawing is
 * hidden from screen readers, which read the same figures from the table.
 */
export default function UsageChart({ data }: { data: CardUsageDays }) {
  const { t } = useTranslation('account');
  // A pattern's id goes into url(#…): only characters that need no escaping there.
  const hatch = `hatch${useId().replace(/[^\w-]/g, '')}`;
  const { days } = data;
  const top = scaleTopMb(Math.max(0, ...days.map((d) => d.used_mb)));
  const labelled = new Set(labelledDays(days.length));
  const usedShare = data.data_total_gb > 0 ? Math.min(1, data.data_used_gb / data.data_total_gb) : 0;
  const last = days.length - 1;
  return (
    <div data-testid="usage-chart" className="relative">
      <div aria-hidden="true">
        <div className="relative h-36 border-b border-l border-slate-400">
          <span className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-300" />
          <svg className="absolute inset-0 h-full w-full" viewBox={`0 0 ${days.length * 10} 100`} preserveAspectRatio="none">
            {days.map((d, i) => {
              const h = (d.used_mb / top) * 100;
              return <rect key={d.day} x={i * 10 + 2} y={100 - h} width={6} height={h} className="fill-slate-800" />;
            })}
          </svg>
          {/* After the bars, so a full-height bar never covers the scale's figure. */}
          <span className="absolute top-0 left-1 bg-white/80 px-0.5 text-xs leading-none text-slate-700">{formatData(top)}</span>
        </div>
        <div className="relative h-5 text-xs text-slate-700">
          {days.map((d, i) =>
            labelled.has(i) ? (
              <span key={d.day} className="absolute top-1 whitespace-nowrap" style={labelPosition(i, days.length)}>
                {shortDay(d.day)}
              </span>
            ) : null,
          )}
        </div>
        <svg className="mt-3 h-4 w-full rounded border border-slate-700" viewBox="0 0 100 10" preserveAspectRatio="none">
          <defs>
            <pattern id={hatch} width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="3" height="3" className="fill-white" />
              <line x1="0" y1="0" x2="0" y2="3" strokeWidth="1.5" className="stroke-slate-600" />
            </pattern>
          </defs>
          <rect x="0" y="0" width={usedShare * 100} height="10" className="fill-slate-800" />
          <rect x={usedShare * 100} y="0" width={(1 - usedShare) * 100} height="10" fill={`url(#${hatch})`} />
        </svg>
        <ul className="mt-2 space-y-1 text-sm">
          <li className="flex items-center gap-2">
            <span className="inline-block h-3 w-3 shrink-0 bg-slate-800" />
            {t('chart.used', { amount: data.data_used_gb.toFixed(2) })}
          </li>
          <li className="flex items-center gap-2">
            <svg className="h-3 w-3 shrink-0 border border-slate-700" viewBox="0 0 10 10">
              <rect width="10" height="10" fill={`url(#${hatch})`} />
            </svg>
            {t('chart.remaining', { amount: data.data_remaining_gb.toFixed(2), total: data.data_total_gb.toFixed(2) })}
          </li>
        </ul>
      </div>
      {/* In a visually hidden box: a table keeps its content's width whatever its own, and would widen the page at 320 px. */}
      <div className="sr-only">
        <table>
          <caption>{t('chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{t('chart.dayUsed')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d.day}>
                <th scope="row">{i === last ? t('chart.today', { day: fullDay(d.day) }) : fullDay(d.day)}</th>
                <td>{formatData(d.used_mb)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('chart.periodUsed')}</th>
              <td>{data.data_used_gb.toFixed(2)} GB</td>
            </tr>
            <tr>
              <th scope="row">{t('chart.periodLeft')}</th>
              <td>{t('chart.ofTotal', { amount: data.data_remaining_gb.toFixed(2), total: data.data_total_gb.toFixed(2) })}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

/** A label centred under its bar; the first and last keep inside the chart's edges. */
function labelPosition(i: number, count: number): CSSProperties {
  const centre = ((i + 0.5) / count) * 100;
  if (i === 0) return { left: 0 };
  if (i === count - 1) return { right: 0 };
  return { left: `${centre}%`, transform: 'translateX(-50%)' };
}
