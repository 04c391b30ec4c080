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
