import { DAY_MS } from '@/server/domain/japan-time';
import type { SimRow } from '@/server/domain/sims';
import { DEFAULT_PERIOD_DAYS } from '@/server/domain/validity';

// The sandbox's usage source (its UsageSource lives in ./seams.ts): there is no network to ask.

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
