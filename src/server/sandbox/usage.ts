import type { Db } from '@/server/db/client';
import { DAY_MS } from '@/server/domain/japan-time';
import { SIM_COLUMNS, type SimRow } from '@/server/domain/sims';
import { DEFAULT_PERIOD_DAYS } from '@/server/domain/validity';

// The sandbox's usage source (its UsageSource lives in ./seams.ts): there is no network to ask.

type SimFacts = Pick<SimRow, 'id' | 'data_total_mb' | 'start_date' | 'expiry_date'>;

/**
 * How heavily this SIM's owner uses data, as a share of an even spread of the allowance over the
 * period: 0.45–0.84, fixed per SIM so each demo line has its own pace but never changes between calls.
 */
function paceOf(simId: number): number {
  const h = Math.imul(simId ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  return 0.45 + (h % 40) / 100;
}

function periodOf(sim: SimFacts): { start: number; end: number } | undefined {
  if (!sim.start_date) return undefined;
  const start = sim.start_date.getTime();
  return { start, end: sim.expiry_date?.getTime() ?? start + DEFAULT_PERIOD_DAYS * DAY_MS };
}

/** MB a day this SIM's owner uses: their pace applied to an even spread of the allowance they have. */
export function mbPerDay(sim: SimFacts): number {
  const period = periodOf(sim);
  if (!period) return 0;
  return (sim.data_total_mb / Math.max(1, (period.end - period.start) / DAY_MS)) * paceOf(sim.id);
}

/**
 * A line nobody has asked about yet: usage grown linearly from start_date at the SIM's pace, stopped at
 * expiry, never over the allowance. Deterministic in (sim, now), so tests can move the clock.
 */
export function usedMb(sim: SimFacts, nowMs: number): number {
  const period = periodOf(sim);
  if (!period) return 0;
  const elapsedDays = Math.max(0, Math.min(nowMs, period.end) - period.start) / DAY_MS;
  return Math.min(sim.data_total_mb, elapsedDays * mbPerDay(sim));
}

/** Where a line's simulated usage stood at `at`, the pace it grows at, and the allowance it had then. */
export interface UsageAnchor {
  usedMb: number;
  rateMbPerDay: number;
  totalMb: number;
  at: number;
}

/**
 * Usage from an anchor: growing at its pace, stopped at expiry, capped at the allowance the anchor
 * knew. A top-up raises the allowance but not what was used: the figure goes on from where it was
 * (the caller re-anchors at the new allowance), never jumping as a formula over the new total would.
 */
export function usedFromAnchor(anchor: UsageAnchor, sim: SimFacts, nowMs: number): number {
  const until = Math.min(nowMs, sim.expiry_date?.getTime() ?? Infinity);
  const grown = (Math.max(0, until - anchor.at) / DAY_MS) * anchor.rateMbPerDay;
  return Math.max(0, Math.min(anchor.totalMb, sim.data_total_mb, anchor.usedMb + grown));
}

interface AnchoredSimRow extends SimRow {
  anchor_used_mb: number | null;
  anchor_rate: number | null;
  anchor_total_mb: number | null;
  anchor_at: Date | null;
}

/** The SIM and its anchor in one query: this is on the top page's hot path (bench/api-floor). */
export const ANCHORED_SIM_SQL =
  `SELECT ${SIM_COLUMNS.split(', ')
    .map((c) => `s.${c}`)
    .join(', ')}, a.used_mb AS anchor_used_mb, a.rate_mb_per_day AS anchor_rate, a.total_mb AS anchor_total_mb, a.at AS anchor_at ` +
  'FROM sims s LEFT JOIN sandbox_usage a ON a.sim_id = s.id WHERE s.id = $1';

async function writeAnchor(db: Db, simId: number, anchor: UsageAnchor, replacing?: UsageAnchor): Promise<void> {
  const values = [simId, anchor.usedMb, anchor.rateMbPerDay, anchor.totalMb, new Date(anchor.at)];
  if (!replacing) {
    // Two instances asking at once both compute the same figure; the first one's stays.
    await db.query(
      `INSERT INTO sandbox_usage (sim_id, used_mb, rate_mb_per_day, total_mb, at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (sim_id) DO NOTHING`,
      values,
    );
    return;
  }
  await db.query(`UPDATE sandbox_usage SET used_mb = $2, rate_mb_per_day = $3, total_mb = $4, at = $5 WHERE sim_id = $1 AND at = $6`, [
    ...values,
    new Date(replacing.at),
  ]);
}

/**
 * The simulated MB used on a line now, or null for an unknown SIM. The first question anchors the
 * line where the formula puts it; a grown allowance (a top-up) re-anchors it where it stood, so usage
 * carries on at the same pace rather than leaping to what the formula would say for the new total.
 */
export async function simulatedUsedMb(db: Db, simId: number, nowMs: number): Promise<number | null> {
  const [row] = await db.query<AnchoredSimRow>(ANCHORED_SIM_SQL, [simId]);
  if (!row) return null;
  if (row.anchor_at === null) {
    const used = usedMb(row, nowMs);
    if (row.start_date) await writeAnchor(db, simId, { usedMb: used, rateMbPerDay: mbPerDay(row), totalMb: row.data_total_mb, at: nowMs });
    return used;
  }
  const anchor: UsageAnchor = {
    usedMb: Number(row.anchor_used_mb),
    rateMbPerDay: Number(row.anchor_rate),
    totalMb: Number(row.anchor_total_mb),
    at: row.anchor_at.getTime(),
  };
  const used = usedFromAnchor(anchor, row, nowMs);
  if (anchor.totalMb !== row.data_total_mb && nowMs >= anchor.at) {
    await writeAnchor(db, simId, { ...anchor, usedMb: used, totalMb: row.data_total_mb, at: nowMs }, anchor);
  }
  return used;
}

/**
 * POST /api/sandbox/usage: the line's usage is `usedMb` now, and grows from there at `rateMbPerDay`
 * (0 holds it still, for tests that cross a threshold on purpose).
 */
export async function setSimulatedUsage(db: Db, sim: SimRow, usedMbNow: number, rateMbPerDay: number, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_usage (sim_id, used_mb, rate_mb_per_day, total_mb, at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (sim_id) DO UPDATE SET used_mb = $2, rate_mb_per_day = $3, total_mb = $4, at = $5`,
    [sim.id, Math.min(usedMbNow, sim.data_total_mb), rateMbPerDay, sim.data_total_mb, new Date(nowMs)],
  );
}
