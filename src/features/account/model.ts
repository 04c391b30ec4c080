/** Share of data left, 0–1, for the gauge; an unlimited or unknown total counts as full. */
export function remainingShare(remainingGb: number, totalGb: number): number {
  if (totalGb <= 0) return 1;
  return Math.min(1, Math.max(0, remainingGb / totalGb));
}

export const LOW_DATA_SHARE = 0.1;
export const LOW_DAYS = 7;

/** The plan's basic monthly data in GB, read from its name ("3GB / 30 days"); null if unnamed. */
export function planGb(plan: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*GB/i.exec(plan);
  return match ? Number(match[1]) : null;
}

/**
 * Spec §4 data rollover: unused basic monthly data of plans of 3GB or more carries over to the next
 * month (not the 1GB plan, not recharged data). Shown only where it applies.
 */
export const ROLLOVER_MIN_GB = 3;
export function rolloverApplies(plan: string): boolean {
  const gb = planGb(plan);
  return gb !== null && gb >= ROLLOVER_MIN_GB;
}

export type UsageWarning = 'lowData' | 'fewDays';

/** What runs low, so the top page can point at recharge or extension before it is too late. */
export function usageWarnings(usage: { data_remaining_gb: number; data_total_gb: number; days_remaining: number | null }): UsageWarning[] {
  const warnings: UsageWarning[] = [];
  if (remainingShare(usage.data_remaining_gb, usage.data_total_gb) <= LOW_DATA_SHARE) warnings.push('lowData');
  if (usage.days_remaining !== null && usage.days_remaining <= LOW_DAYS) warnings.push('fewDays');
  return warnings;
}
