import type { CardUsage } from '../../contract';
import { DAY_MS } from './japan-time';
import { toEpochSeconds, type SimRow } from './sims';
import { DEFAULT_PERIOD_DAYS, planFacts } from './validity';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * How heavily this SIM's owner uses data, as a share of an even spread of the allowance over the
 * period: 0.45–0.84, fixed per SIM so each demo line has its own pace but never changes between calls.
 */
function paceOf(simId: number): number {
  const h = Math.imul(simId ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  return 0.45 + (h % 40) / 100;
}

/**
 * The reference API has no network to ask, so usage is simulated: it grows linearly from start_date
 * at the SIM's pace, stops at expiry and never exceeds the allowance. Deterministic in (sim, now),
 * so tests can move the clock and know what to expect.
 */
export function usedMb(sim: Pick<SimRow, 'id' | 'data_total_mb' | 'start_date' | 'expiry_date'>, nowMs: number): number {
  if (!sim.start_date) return 0;
  const start = sim.start_date.getTime();
  const end = sim.expiry_date?.getTime() ?? start + DEFAULT_PERIOD_DAYS * DAY_MS;
  const periodDays = Math.max(1, (end - start) / DAY_MS);
  const elapsedDays = Math.max(0, Math.min(nowMs, end) - start) / DAY_MS;
  const perDay = (sim.data_total_mb / periodDays) * paceOf(sim.id);
  return Math.min(sim.data_total_mb, elapsedDays * perDay);
}

/** Whole days left, counting a started day as one; 0 once expired; null when there is no expiry. */
export function daysRemaining(expiry: Date | null, nowMs: number): number | null {
  if (!expiry) return null;
  return Math.max(0, Math.ceil((expiry.getTime() - nowMs) / DAY_MS));
}

export function toCardUsage(sim: SimRow, nowMs: number): CardUsage {
  const total = round2(sim.data_total_mb / 1024);
  const used = Math.min(total, round2(usedMb(sim, nowMs) / 1024));
  return {
    plan: sim.plan,
    ...planFacts(sim.plan),
    data_total_gb: total,
    data_used_gb: used,
    // From the rounded figures, so used + remaining always adds up to the total shown.
    data_remaining_gb: round2(total - used),
    days_remaining: daysRemaining(sim.expiry_date, nowMs),
    expiry_date: toEpochSeconds(sim.expiry_date),
    updated_at: Math.floor(nowMs / 1000),
  };
}
