import type { Language } from '../../contract';
import type { Db } from '../db/client';
import { findSimById, SIM_COLUMNS, type SimRow } from '../domain/sims';
import { findUserById } from '../domain/users';
import { esimReadyMail } from '../mail/esim-ready-mail';
import { enqueueMail } from '../mail/outbox';
import type { SimBackend } from '../ops/seams';
import { startWorker } from './worker';

/**
 * eSIM issuance: cards/esim_activate writes a due time into the SIM's row; once it has passed, the
 * profile is ordered from the SM-DP+ (the SimBackend seam, after GSMA SGP.22 ES2+: DownloadOrder,
 * then ConfirmOrder, which answers the SM-DP+ address and the matching ID), the line becomes
 * 'activated' and the customer gets a mail. Completion starts with one conditional UPDATE, so however
 * many processes, timers and lazy reads race for a SIM, exactly one of them wins, orders the profile
 * and sends the mail; the others wait on the row's lock, then find it issued. A failing SM-DP+ call
 * rolls it all back and the next round tries again.
 */

/**
 * The SM-DP+ of the app each database serves, for callers that do not pass one: the login answer
 * (routes/auth.ts) settles a due issuance with it. Set by createApp. TODO at merge: pass
 * deps.seams.simBackend there and drop this.
 */
const backends = new WeakMap<Db, SimBackend>();
export function useSimBackend(db: Db, backend: SimBackend): void {
  backends.set(db, backend);
}

export function isIssuanceDue(sim: Pick<SimRow, 'issuance_due_at' | 'issued_at'>, nowMs: number): boolean {
  return sim.issued_at === null && sim.issuance_due_at !== null && sim.issuance_due_at.getTime() <= nowMs;
}

type Completed = SimRow & { issuance_language: Language | null; issuance_origin: string | null };

/** Completes this SIM's issuance if it is due and nobody did yet; returns the SIM only to the winner. */
export async function completeIssuance(db: Db, simId: number, nowMs: number, backend: SimBackend): Promise<SimRow | undefined> {
  return db.tx(async (tx) => {
    const [claimed] = await tx.query<Completed>(
      `UPDATE sims SET sc_status = 'activated', issued_at = $2
        WHERE id = $1 AND issued_at IS NULL AND issuance_due_at <= $2
        RETURNING ${SIM_COLUMNS}, issuance_language, issuance_origin`,
      [simId, new Date(nowMs)],
    );
    if (!claimed) return undefined;
    const order = { iccid: claimed.iccid, simType: claimed.sim_type, eid: claimed.eid };
    await backend.downloadOrder(order);
    const profile = await backend.confirmOrder(order);
    const [row] = await tx.query<Completed>(
      `UPDATE sims SET smdp_address = $2, matching_id = $3 WHERE id = $1 RETURNING ${SIM_COLUMNS}, issuance_language, issuance_origin`,
      [simId, profile.smdpAddress, profile.matchingId],
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
export async function completeDueIssuances(db: Db, nowMs: number, backend: SimBackend, limit = 100): Promise<number> {
  const due = await db.query<{ id: number }>(
    'SELECT id FROM sims WHERE issued_at IS NULL AND issuance_due_at <= $1 ORDER BY issuance_due_at, id LIMIT $2',
    [new Date(nowMs), limit],
  );
  let done = 0;
  for (const { id } of due) if (await completeIssuance(db, id, nowMs, backend)) done++;
  return done;
}

/**
 * The SIM as it is now: reads call this so an answer never shows an issuance as pending after its
 * due time, whether or not the timer has run yet (tests have no timer).
 */
export async function settleIssuance(db: Db, sim: SimRow, nowMs: number, backend: SimBackend | undefined = backends.get(db)): Promise<SimRow> {
  if (!isIssuanceDue(sim, nowMs) || !backend) return sim;
  // Someone else completing it first is fine: read what they wrote.
  return (await completeIssuance(db, sim.id, nowMs, backend)) ?? (await findSimById(db, sim.id)) ?? sim;
}

/** The background round main.ts runs every second. */
export function startIssuanceWorker(db: Db, now: () => number, backend: SimBackend, intervalMs = 1000): { stop: () => Promise<void> } {
  return startWorker('eSIM issuance', () => completeDueIssuances(db, now(), backend), intervalMs);
}
