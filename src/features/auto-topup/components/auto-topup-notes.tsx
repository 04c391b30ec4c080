import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@/contract';
import type { AutoTopUpState } from '@/contract/auto-topup';
import { Alert } from '@/components/ui/alert';
import { formatJstDateTime } from '@/lib/dates';
import { liftsAboveThreshold, shareAfterEmpty, smallestLiftingPlan } from '@/features/auto-topup/model';

/**
 * The last automatic purchase that failed (docs/decisions/0111): when (Japan time), why, that nothing
 * was charged, and what to do now, with the way to buy data by hand. Shown until a purchase is made
 * or the customer turns it on again.
 */
export function LastFailure({ failure }: { failure: NonNullable<AutoTopUpState['last_failure']> }) {
  const { t } = useTranslation('autoTopUp');
  const title = useId();
  return (
    <section aria-labelledby={title} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <h2 id={title} className="font-semibold">
        {t('lastFailure.title', { date: formatJstDateTime(failure.at * 1000) })}
      </h2>
      <p>{t(`lastFailure.reason.${failure.reason}`)}</p>
      <p>{t(`lastFailure.next.${failure.reason}`)}</p>
      <Link to="/data-recharge" className="inline-block font-semibold text-brand-700 underline">
        {t('lastFailure.buyNow')}
      </Link>
    </section>
  );
}

/**
 * Said when the chosen plan, bought with the data used up, leaves data left below the threshold: one
 * fall buys once (docs/decisions/0141), so the next purchase would wait until that data is used.
 * Names the smallest plan that would lift it, when there is one.
 */
export function LiftWarning({ state, plan, thresholdPct }: { state: AutoTopUpState; plan: Plan; thresholdPct: number }) {
  const { t } = useTranslation('autoTopUp');
  if (plan.size === null || liftsAboveThreshold(plan.size, state.allowance_mb, thresholdPct)) return null;
  const larger = smallestLiftingPlan(state, thresholdPct);
  return (
    <Alert tone="info">
      <p>{t('noLift', { size: plan.size, pct: thresholdPct, share: shareAfterEmpty(plan.size, state.allowance_mb) })}</p>
      {larger && <p className="mt-1">{t('noLiftLarger', { size: larger.size, pct: thresholdPct })}</p>}
    </Alert>
  );
}
