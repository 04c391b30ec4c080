import { rolloverAppliesTo } from '@/contract/rollover';
import { planFacts, type PlanLike } from '@/lib/plans';

/** Share of data left, 0–1, for the gauge; an unlimited or unknown total counts as full. */
export function remainingShare(remainingGb: number, totalGb: number): number {
  if (totalGb <= 0) return 1;
  return Math.min(1, Math.max(0, remainingGb / totalGb));
}

export const LOW_DATA_SHARE = 0.1;
/** "Ending soon" at most this many days before the end, and for a plan of unknown length. */
export const LOW_DAYS = 7;

/** The plan's basic monthly data in GB, read from its name ("3GB / 30 days"); null if unnamed. */
export function planGb(plan: string): number | null {
  return planFacts({ plan }).gb;
}

/** Spec §4 data rollover (the shared rule in contract/rollover.ts), for the plan as the API names it. */
export function rolloverApplies(p: PlanLike): boolean {
  const { gb, days } = planFacts(p);
  return rolloverAppliesTo(gb, days);
}

/**
 * When a plan's end counts as "soon" (decision 0031): a quarter of its length, at least its last day
 * and at most a week. A 7-day plan warns on its last day, 15 days in the last 3, 30 days and longer in
 * the last 7. Seven days on a 7-day plan was a red warning from the first day.
 */
export function endingSoonWithin(planDays: number | null): number {
  if (planDays === null) return LOW_DAYS;
  return Math.min(LOW_DAYS, Math.max(1, Math.floor(planDays / 4)));
}

export function endsSoon(usage: PlanLike & { days_remaining: number | null }): boolean {
  return usage.days_remaining !== null && usage.days_remaining <= endingSoonWithin(planFacts(usage).days);
}

/**
 * What runs low, and what the top page says about it. Where the SIM can top up (physical SIM, sonet
 * eSIM) the warning leads to recharge or extension; where it cannot (astro, linksfield) it only says
 * so, and never tells the customer to recharge.
 */
export type UsageWarning = 'lowData' | 'fewDays' | 'lowDataNoTopUp' | 'fewDaysNoTopUp';
export function usageWarnings(
  usage: PlanLike & { data_remaining_gb: number; data_total_gb: number; days_remaining: number | null },
  canTopUp: boolean,
): UsageWarning[] {
  const warnings: UsageWarning[] = [];
  if (remainingShare(usage.data_remaining_gb, usage.data_total_gb) <= LOW_DATA_SHARE)
    warnings.push(canTopUp ? 'lowData' : 'lowDataNoTopUp');
  if (endsSoon(usage)) warnings.push(canTopUp ? 'fewDays' : 'fewDaysNoTopUp');
  return warnings;
}
