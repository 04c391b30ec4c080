import { DAY_MS } from './japan-time';

/** A period for plans whose name does not say how long they last. */
export const DEFAULT_PERIOD_DAYS = 30;

/**
 * Days a plan lasts, read from its name ('3GB / 30 days'). Plans have no table of their own yet;
 * when they do, this becomes a column.
 */
export function planDays(plan: string): number {
  const days = Number(/(\d+)\s*days?\b/i.exec(plan)?.[1]);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_PERIOD_DAYS;
}

/** The validity of a plan that starts at `startMs`: start_date and expiry_date of a SIM. */
export function validityFrom(startMs: number, plan: string): { start_date: Date; expiry_date: Date } {
  return { start_date: new Date(startMs), expiry_date: new Date(startMs + planDays(plan) * DAY_MS) };
}

/** The plan's size and length as the contract's PlanFacts; null where the name does not say. */
export function planFacts(plan: string): { plan_gb: number | null; plan_days: number | null } {
  const gb = Number(/(\d+(?:\.\d+)?)\s*GB/i.exec(plan)?.[1]);
  const days = Number(/(\d+)\s*days?\b/i.exec(plan)?.[1]);
  return { plan_gb: gb > 0 ? gb : null, plan_days: Number.isInteger(days) && days > 0 ? days : null };
}
