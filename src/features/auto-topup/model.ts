import { type Plan } from '@/contract';
import { AUTO_TOPUP_DEFAULTS, type AutoTopUpState } from '@/contract/auto-topup';

/** What the screen shows: why it cannot be used, on, or the form (with or without a saved card). */
export type AutoTopUpView = 'unavailable' | 'on' | 'no-card' | 'form';

export function autoTopUpView(s: AutoTopUpState): AutoTopUpView {
  if (!s.available) return 'unavailable';
  if (s.enabled) return 'on';
  return s.card ? 'form' : 'no-card';
}

/** The form starts from the customer's last choice, else the defaults and the smallest plan. */
export function initialChoice(s: AutoTopUpState): { threshold_pct: number; monthly_cap: number; plan_id: number | undefined } {
  const plan = s.plans.find((p) => p.id === s.plan_id) ?? s.plans[0];
  return {
    threshold_pct: s.threshold_pct || AUTO_TOPUP_DEFAULTS.threshold_pct,
    monthly_cap: s.monthly_cap || AUTO_TOPUP_DEFAULTS.monthly_cap,
    plan_id: plan?.id,
  };
}

export const chosenPlan = (s: AutoTopUpState, planId: number | null | undefined): Plan | undefined => s.plans.find((p) => p.id === planId);

/**
 * Data left, as a whole percentage of the allowance rounded down, right after a plan of `planGb` is
 * bought with the line's data used up: the lowest a purchase can leave it (it buys once per fall
 * below the threshold, docs/decisions/0141).
 */
export function shareAfterEmpty(planGb: number, allowanceMb: number): number {
  const added = planGb * 1024;
  return Math.floor((added * 100) / (allowanceMb + added));
}

/**
 * Whether a plan bought with the data used up brings data left back to the threshold or above
 * ("below X %" is strictly below). When it does not, the next purchase may wait until its data is used.
 */
export const liftsAboveThreshold = (planGb: number, allowanceMb: number, thresholdPct: number): boolean =>
  planGb * 1024 * 100 >= thresholdPct * (allowanceMb + planGb * 1024);

/** The smallest of the SIM's plans that does lift the line, to suggest; undefined when none does. */
export function smallestLiftingPlan(s: AutoTopUpState, thresholdPct: number): Plan | undefined {
  return [...s.plans]
    .sort((a, b) => (a.size ?? 0) - (b.size ?? 0))
    .find((p) => p.size !== null && liftsAboveThreshold(p.size, s.allowance_mb, thresholdPct));
}
