import type { Language } from '../../contract';
import type { Db } from '../db/client';
import { findSimById, SIM_COLUMNS, type SimRow } from '../domain/sims';
import { findUserById } from '../domain/users';
import { newMatchingId, SMDP_ADDRESS } from '../esim/profile';
import { esimReadyMail } from '../mail/esim-ready-mail';
import { enqueueMail } from '../mail/outbox';
import { startWorker } from './worker';

/**
 * eSIM issuance: cards/esim_activate writes a due time into the SIM's row; when it has passed, the
 * profile exists (the reference API stands in for the provider's SM-DP+), the line becomes
 * 'activated' and the customer gets a mail. Completion is one conditional UPDATE, so however many
 * processes, timers and lazy reads race for a SIM, exactly one of them wins and sends the mail.
 */

export function isIssuanceDue(sim: Pick<SimRow, 'issuance_due_at' | 'issued_at'>, nowMs: number): boolean {
  return sim.issued_at === null && sim.issuance_due_at !== null && sim.issuance_due_at.getTime() <= nowMs;
}

type Completed = SimRow & { issuance_language: Language | null; issuance_origin: string | null };

/** Completes this SIM's issuance if it is due and nobody did yet; returns the SIM only to the winner. */
export async function completeIssuance(db: Db, simId: number, nowMs: number): Promise<SimRow | undefined> {
  return db.tx(async (tx) => {
    const [row] = await tx.query<Completed>(
      `UPDATE sims SET sc_status = 'activated', issued_at = $2, matching_id = $3,
              smdp_address = CASE sim_type WHEN 'astro_esim' THEN $4 WHEN 'linksfield_esim' THEN $5 ELSE $6 END
        WHERE id = $1 AND issued_at IS NULL AND issuance_due_at <= $2
        RETURNING ${SIM_COLUMNS}, issuance_language, issuance_origin`,
      [simId, new Date(nowMs), newMatchingId(), SMDP_ADDRESS.astro_esim, SMDP_ADDRESS.linksfield_esim, SMDP_ADDRESS.sonet_esim],
    );
    if (!row) return undefined;
    const { issuance_language, issuance_origin, ...sim } = row;
    // In the same transaction: the mail goes out if and only if this UPDATE is the one that counted.
    const user = sim.user_id === null ? undefined : await findUserById(tx, sim.user_id);
    if (user) {
      const lng = issuance_language ?? user.language;
      const link = `${issuance_origin ?? ''}/login?lng=${lng}`;
      const kind = sim.sim_type === 'sonet_esim' ? 'push' : 'code';
      await enqueueMail(tx, { to: user.email, ...esimReadyMail(lng, kind, { name: user.full_name, iccid: sim.iccid, link }) }, nowMs);
    }
    return sim;
  });
}

/** Every issuance due by now, oldest first; returns how many this call completed. */
export async function completeDueIssuances(db: Db, nowMs: number, limit = 100): Promise<number> {
  const due = await db.query<{ id: number }>(
    'SELECT id FROM sims WHERE issued_at IS NULL AND issuance_due_at <= $1 ORDER BY issuance_due_at, id LIMIT $2',
    [new Date(nowMs), limit],
  );
  let done = 0;
  for (const { id } of due) if (await completeIssuance(db, id, nowMs)) done++;
  return done;
}

/**
 * The SIM as it is now: reads call this so an answer never shows an issuance as pending after its
 * due time, whether or not the timer has run yet (tests have no timer).
 */
export async function settleIssuance(db: Db, sim: SimRow, nowMs: number): Promise<SimRow> {
  if (!isIssuanceDue(sim, nowMs)) return sim;
  // Someone else completing it first is fine: read what they wrote.
  return (await completeIssuance(db, sim.id, nowMs)) ?? (await findSimById(db, sim.id)) ?? sim;
}

/** The background round main.ts runs every second. */
export function startIssuanceWorker(db: Db, now: () => number, intervalMs = 1000): { stop: () => Promise<void> } {
  return startWorker('eSIM issuance', () => completeDueIssuances(db, now()), intervalMs);
}
