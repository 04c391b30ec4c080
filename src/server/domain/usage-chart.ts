import { USAGE_DAYS_SHOWN, type CardUsageDays } from '@/contract';
import type { Db } from '@/server/db/client';
import { addDays, todayInJapan } from './japan-time';
import type { SimRow } from './sims';
import { toCardUsage } from './usage';
import { recordUsageSample, usageDays } from './usage-records';

/**
 * The days the top page's chart covers (decision 0115): from the Japan-time day the usage period began
 * to today, or to its last day once it has ended; at most the last USAGE_DAYS_SHOWN of them. Null for a
 * line that has not started: it has no days yet.
 */
export function chartSpan(sim: Pick<SimRow, 'start_date' | 'expiry_date'>, nowMs: number): { from: string; to: string } | null {
  if (!sim.start_date || sim.start_date.getTime() > nowMs) return null;
  const first = todayInJapan(sim.start_date.getTime());
  // The period ends at the expiry instant: its last day is the one that instant falls in (or ends at).
  const last = sim.expiry_date ? todayInJapan(sim.expiry_date.getTime() - 1) : undefined;
  const today = todayInJapan(nowMs);
  const to = last !== undefined && last < today ? last : today;
  const earliest = addDays(to, -(USAGE_DAYS_SHOWN - 1));
  return { from: first > earliest ? first : earliest, to };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The chart's figures: the usage source's reading is recorded first (so today's bar holds what the
 * gauge shows), then the days are read back. `usedMb` null: the source has no figure for this line yet.
 */
export async function usageChart(db: Db, sim: SimRow, usedMb: number | null, nowMs: number): Promise<CardUsageDays> {
  const span = chartSpan(sim, nowMs);
  // Only within the period, as the usage-watch sweep: a first look after the end would spread the
  // period's usage over days past it.
  const inPeriod = span !== null && (!sim.expiry_date || nowMs < sim.expiry_date.getTime());
  if (inPeriod && usedMb !== null) await recordUsageSample(db, sim, usedMb, nowMs);
  const days = span ? await usageDays(db, sim.id, span.from, span.to) : [];
  const { data_total_gb, data_used_gb, data_remaining_gb, updated_at } = toCardUsage(sim, nowMs, usedMb);
  return {
    days: days.map((d) => ({ day: d.day, used_mb: round2(d.usedMb) })),
    data_total_gb,
    data_used_gb,
    data_remaining_gb,
    updated_at,
  };
}
