import type { CardUsage } from '@/contract';
import type { UsageSource } from '@/server/ops/seams';
import { DAY_MS } from './japan-time';
import { accept, refuse, type Outcome } from './outcome';
import { toEpochSeconds, type SimRow } from './sims';
import { planFacts } from './validity';
import { rethrowDatabaseError } from '@/server/db/database-error';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The GB the portal shows (two decimals): total, used and what is left, the last from the rounded
 * figures, so used + remaining always adds up to the total shown. Alert texts say the same figures.
 */
export function gbFigures(totalMb: number, usedMb: number): { total: number; used: number; remaining: number } {
  const total = round2(totalMb / 1024);
  const used = Math.min(total, Math.max(0, round2(usedMb / 1024)));
  return { total, used, remaining: round2(total - used) };
}

/** Whole days left, counting a started day as one; 0 once expired; null when there is no expiry. */
export function daysRemaining(expiry: Date | null, nowMs: number): number | null {
  if (!expiry) return null;
  return Math.max(0, Math.ceil((expiry.getTime() - nowMs) / DAY_MS));
}

/**
 * The usage figures of a SIM; `usedMb` comes from the usage source (a seam: the network's figures,
 * or the sandbox's simulation), null when it has none for this line yet.
 */
export function toCardUsage(sim: SimRow, nowMs: number, usedMb: number | null): CardUsage {
  const gb = gbFigures(sim.data_total_mb, usedMb ?? 0);
  return {
    plan: sim.plan,
    ...planFacts(sim.plan),
    data_total_gb: gb.total,
    data_used_gb: gb.used,
    data_remaining_gb: gb.remaining,
    days_remaining: daysRemaining(sim.expiry_date, nowMs),
    expiry_date: toEpochSeconds(sim.expiry_date),
    updated_at: Math.floor(nowMs / 1000),
  };
}

/**
 * MB used on a line, from the usage source (a seam). Its failure is refused with E0057 (the customer's
 * clear "cannot be shown right now"), never a made-up figure: 0 used would read as a full allowance left.
 * Our database failing inside it (the sandbox's source keeps its figures there) is not the source's
 * failure: it goes on as it is (503 while the database is away).
 */
export async function usedMbFrom(source: UsageSource, sim: Pick<SimRow, 'iccid' | 'id'>): Promise<Outcome<number | null>> {
  try {
    return accept(await source.usedMb({ iccid: sim.iccid, simId: sim.id }));
  } catch (err) {
    rethrowDatabaseError(err);
    return refuse('E0057', { cause: new Error(`usage source ${source.name} failed: ${err instanceof Error ? err.message : String(err)}`) });
  }
}
