import type { Db } from '@/server/db/client';
import { addDays, japanMidnight, todayInJapan } from './japan-time';
import type { SimRow } from './sims';

/**
 * Usage over time (docs/decisions/0095). A usage source only says how much a line has used so far;
 * the API keeps the last figure it saw per SIM and adds what grew since to the Japan-time days it
 * grew on. Samples come from the usage-watch sweep and from the usage chart's own reads.
 */

export interface UsageSample {
  sim: SimRow;
  usedMb: number;
  totalMb: number;
  at: number;
  /** The sample before this one, or null for the first one seen of this line. */
  previous: { usedMb: number; totalMb: number; at: number } | null;
}

export interface DayUsage {
  /** 'yyyy-MM-dd', the calendar day in Japan. */
  day: string;
  usedMb: number;
}

/**
 * `mb` used evenly between two instants, split at Japan-time midnights in proportion to time: what we
 * can say about when data was used between two looks at the counter.
 */
export function spreadOverJapanDays(fromMs: number, toMs: number, mb: number): DayUsage[] {
  if (!(mb > 0)) return [];
  if (toMs <= fromMs) return [{ day: todayInJapan(toMs), usedMb: mb }];
  const out: DayUsage[] = [];
  for (let day = todayInJapan(fromMs); ; day = addDays(day, 1)) {
    const start = Math.max(fromMs, japanMidnight(day));
    const end = Math.min(toMs, japanMidnight(addDays(day, 1)));
    if (end > start) out.push({ day, usedMb: (mb * (end - start)) / (toMs - fromMs) });
    if (end >= toMs) return out;
  }
}

/** The share of the allowance left, 0..1 (0 for a line without an allowance). */
export function remainingShare(sample: Pick<UsageSample, 'usedMb' | 'totalMb'>): number {
  if (sample.totalMb <= 0) return 0;
  return Math.max(0, Math.min(1, (sample.totalMb - sample.usedMb) / sample.totalMb));
}

/**
 * Names the allowance a sample was measured against: it changes when data is added (a top-up) or a
 * new usage period starts. Whatever acts on usage keys its events by (sim, kind, allowanceKey) with a
 * unique index and acts only when its insert won: a figure moving back and forth across a threshold
 * acts once per allowance, and after a top-up a new crossing acts again.
 */
export function allowanceKey(sample: Pick<UsageSample, 'sim' | 'totalMb'>): string {
  return `${usagePeriod(sample.sim)}/${sample.totalMb}`;
}

/** Names the usage period a line is in: its first day in Japan. */
export function usagePeriod(sim: Pick<SimRow, 'start_date'>): string {
  return sim.start_date ? todayInJapan(sim.start_date.getTime()) : 'unstarted';
}

interface SampleRow {
  used_mb: number;
  total_mb: number;
  at: Date;
}

/**
 * Records what the usage source said of a line at `nowMs`: growth since the previous sample goes to the
 * days it grew on; the first sample of a line spreads what was used so far over the days since the
 * period began, so the days always add up to the figure shown. A fall (the source corrected itself)
 * adds nothing; a sample older than the last one (two instances, one late) changes nothing.
 */
export async function recordUsageSample(db: Db, sim: SimRow, usedMb: number, nowMs: number): Promise<UsageSample> {
  return db.tx(async (t) => {
    // The row lock orders two instances sampling the same line: neither adds the same growth twice. A
    // line never sampled gets a row first (at the epoch, meaning "none yet") so there is a row to lock.
    await t.query(
      `INSERT INTO usage_samples (sim_id, used_mb, total_mb, at) VALUES ($1, 0, $2, to_timestamp(0)) ON CONFLICT (sim_id) DO NOTHING`,
      [sim.id, sim.data_total_mb],
    );
    const [row] = await t.query<SampleRow>('SELECT used_mb, total_mb, at FROM usage_samples WHERE sim_id = $1 FOR UPDATE', [sim.id]);
    const previous =
      row && row.at.getTime() > 0 ? { usedMb: Number(row.used_mb), totalMb: Number(row.total_mb), at: row.at.getTime() } : null;
    const sample: UsageSample = { sim, usedMb, totalMb: sim.data_total_mb, at: nowMs, previous };
    if (previous && nowMs <= previous.at) return sample;
    const from = previous?.at ?? Math.min(nowMs, sim.start_date?.getTime() ?? nowMs);
    const grown = usedMb - (previous?.usedMb ?? 0);
    for (const d of spreadOverJapanDays(from, nowMs, grown)) {
      await t.query(
        `INSERT INTO usage_days (sim_id, day, used_mb) VALUES ($1, $2::date, $3)
         ON CONFLICT (sim_id, day) DO UPDATE SET used_mb = usage_days.used_mb + EXCLUDED.used_mb`,
        [sim.id, d.day, d.usedMb],
      );
    }
    await t.query(
      `INSERT INTO usage_samples (sim_id, used_mb, total_mb, at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sim_id) DO UPDATE SET used_mb = $2, total_mb = $3, at = $4`,
      [sim.id, usedMb, sim.data_total_mb, new Date(nowMs)],
    );
    return sample;
  });
}

/** Every day from `fromDay` to `toDay` (inclusive, 'yyyy-MM-dd' in Japan) with the MB recorded on it, 0 when none. */
export async function usageDays(db: Db, simId: number, fromDay: string, toDay: string): Promise<DayUsage[]> {
  const rows = await db.query<{ day: string; used_mb: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, used_mb FROM usage_days WHERE sim_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [simId, fromDay, toDay],
  );
  const byDay = new Map(rows.map((r) => [r.day, Number(r.used_mb)]));
  const out: DayUsage[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) out.push({ day, usedMb: byDay.get(day) ?? 0 });
  return out;
}
