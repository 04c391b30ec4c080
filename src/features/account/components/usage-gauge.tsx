import { useTranslation } from 'react-i18next';
import { LOW_DATA_SHARE, remainingShare } from '@/features/account/model';

/** A ring a person reads at a glance; the numbers beside it are what screen readers get. */
export function UsageGauge({ remainingGb, totalGb }: { remainingGb: number; totalGb: number }) {
  const { t } = useTranslation('account');
  const share = remainingShare(remainingGb, totalGb);
  const low = share <= LOW_DATA_SHARE;
  const circumference = 2 * Math.PI * 42;
  return (
    <div className="flex items-center gap-4">
      <svg width="112" height="112" viewBox="0 0 100 100" aria-hidden="true" className="-rotate-90">
        <circle cx="50" cy="50" r="42" fill="none" strokeWidth="12" className="stroke-slate-200" />
        <circle
          cx="50"
          cy="50"
          r="42"
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${share * circumference} ${circumference}`}
          className={low ? 'stroke-red-600' : 'stroke-brand-600'}
        />
      </svg>
      <div>
        <p className="text-sm text-slate-600">{t('usage.remaining')}</p>
        <p className="text-3xl font-bold">
          {remainingGb.toFixed(2)} <span className="text-base font-normal">GB</span>
        </p>
        <p className="text-sm text-slate-600">{t('usage.ofTotal', { total: totalGb.toFixed(2) })}</p>
      </div>
    </div>
  );
}
