import type { Db } from '@/server/db/client';
import { findSimById, SIM_COLUMNS, type SimRow } from '@/server/domain/sims';
import { recordAlert } from '@/server/domain/alerts';
import { startWorker } from './worker';

/**
 * 5G activation: cards/add_5g writes a due time into the SIM's row; once it has passed the option
 * is on. As with eSIM issuance (jobs/issuance.ts), completion is one conditional UPDATE, done by the
 * timer of every API process and lazily by reads, and exactly one of them wins.
 */

export function isFiveGDue(sim: Pick<SimRow, 'five_g_due_at' | 'five_g_enabled_at'>, nowMs: number): boolean {
  return sim.five_g_enabled_at === null && sim.five_g_due_at !== null && sim.five_g_due_at.getTime() <= nowMs;
}

/**
 * Turns the option on if it is due and nobody did yet; returns the SIM only to the winner, which
 * also sends the "5G option added" alert in the same transaction. `origin` is the portal's, for the
 * link in the alert mail.
 */
export async function completeFiveG(db: Db, simId: number, nowMs: number, origin?: string): Promise<SimRow | undefined> {
  return db.tx(async (tx) => {
    const [sim] = await tx.query<SimRow>(
      `UPDATE sims SET five_g_enabled_at = $2
        WHERE id = $1 AND five_g_enabled_at IS NULL AND five_g_due_at <= $2
        RETURNING ${SIM_COLUMNS}`,
      [simId, new Date(nowMs)],
    );
    if (sim) await recordAlert(tx, { simId, kind: 'five_g_added', key: sim.five_g_due_at!.toISOString() }, { nowMs, origin });
    return sim;
  });
}

/** Every activation due by now, oldest first; returns how many this call completed. */
export async function completeDueFiveG(db: Db, nowMs: number, origin?: string, limit = 100): Promise<number> {
  const due = await db.query<{ id: number }>(
    'SELECT id FROM sims WHERE five_g_enabled_at IS NULL AND five_g_due_at <= $1 ORDER BY five_g_due_at, id LIMIT $2',
    [new Date(nowMs), limit],
  );
  let done = 0;
  for (const { id } of due) if (await completeFiveG(db, id, nowMs, origin)) done++;
  return done;
}

/** The SIM as it is now: a read never reports "pending" after the due time, timer or not. */
export async function settleFiveG(db: Db, sim: SimRow, nowMs: number, origin?: string): Promise<SimRow> {
  if (!isFiveGDue(sim, nowMs)) return sim;
  return (await completeFiveG(db, sim.id, nowMs, origin)) ?? (await findSimById(db, sim.id)) ?? sim;
}

export function startFiveGWorker(db: Db, now: () => number, intervalMs = 1000): { stop: () => Promise<void> } {
  return startWorker('5G activation', () => completeDueFiveG(db, now()), intervalMs);
}
