import type { Db } from '@/server/db/client';

/**
 * A line's falls below a share of its allowance (docs/decisions/0141). What acts on one — a data
 * alert, the automatic top-up — acts once per fall: it is armed until it acts, and armed again when a
 * sample finds data left back at or above its line, or a new usage period has begun. A purchase that
 * leaves the line still below does not make a new fall: the alert is not sent again, the automatic
 * top-up does not buy again (it has one more way to re-arm: the data it bought has been used).
 * Which occurrence an alert or a run is stays keyed by the allowance (their own unique keys), so a
 * figure wobbling across a line still acts once.
 */
export type FallWatcher = 'data_20' | 'data_5' | 'auto_topup';

export interface FallState {
  /** The usage period the state belongs to (usage-records.ts `usagePeriod`). */
  period: string;
  armed: boolean;
}

/**
 * Whether a fall below the line found in `period` acts now: nothing acted yet (no state), a new
 * period, armed again since the last act, or re-armed by the caller's own rule (`rearmed`).
 */
export function mayAct(state: FallState | undefined, period: string, rearmed = false): boolean {
  return !state || state.period !== period || state.armed || rearmed;
}

/** The watcher's state, locked for the caller's transaction when there is a row. */
export async function fallState(tx: Db, simId: number, watcher: FallWatcher): Promise<FallState | undefined> {
  const [row] = await tx.query<FallState>('SELECT period, armed FROM usage_falls WHERE sim_id = $1 AND watcher = $2 FOR UPDATE', [
    simId,
    watcher,
  ]);
  return row;
}

/** The watcher acted on this fall (or let it pass): nothing acts again until it is armed. */
export async function markFallen(tx: Db, simId: number, watcher: FallWatcher, period: string, nowMs: number): Promise<void> {
  await tx.query(
    `INSERT INTO usage_falls (sim_id, watcher, period, armed, updated_at) VALUES ($1, $2, $3, false, $4)
     ON CONFLICT (sim_id, watcher) DO UPDATE SET period = EXCLUDED.period, armed = false, updated_at = EXCLUDED.updated_at`,
    [simId, watcher, period, new Date(nowMs)],
  );
}

/** Data left is at or above these watchers' lines: each acts at the next fall. Writes only what changes. */
export async function armFalls(db: Db, simId: number, watchers: readonly FallWatcher[], period: string, nowMs: number): Promise<void> {
  if (!watchers.length) return;
  await db.query(
    `UPDATE usage_falls SET armed = true, period = $3, updated_at = $4
      WHERE sim_id = $1 AND watcher = ANY($2::text[]) AND (NOT armed OR period <> $3)`,
    [simId, [...watchers], period, new Date(nowMs)],
  );
}
