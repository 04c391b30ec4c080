import type { Language } from '@/contract';
import type { Db } from '@/server/db/client';
import { findSimById, SIM_COLUMNS, type SimRow } from '@/server/domain/sims';
import { findUserById } from '@/server/domain/users';
import { esimReadyMail } from '@/server/mail/esim-ready-mail';
import { recordAlert } from '@/server/domain/alerts';
import type { SimBackend } from '@/server/ops/seams';
import { startWorker } from './worker';
import { SIM_KINDS } from '@/server/domain/sim-kinds';
import { rethrowDatabaseError } from '@/server/db/database-error';

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

/** The SM-DP+ failed or answered something unusable: the issuance waits and is tried again later. */
export class ProvisioningError extends Error {}

/** How long a failed SM-DP+ order waits before the next try (the issuance round runs every second). */
export const PROVISIONING_RETRY_MS = 30_000;

/** DownloadOrder, then ConfirmOrder; an answer that cannot go into an activation code is a failure. */
async function orderProfile(backend: SimBackend, order: { iccid: string; simType: SimRow['sim_type']; eid: string | null }) {
  let profile: { smdpAddress: string; matchingId: string };
  try {
    await backend.downloadOrder(order);
    profile = await backend.confirmOrder(order);
  } catch (err) {
    // Our database failing is not the SM-DP+'s failure: the SIM does not wait 30 s for it.
    rethrowDatabaseError(err);
    throw new ProvisioningError(`${backend.name}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  // As SGP.22 allows (migration 016): these go into LPA:1$<address>$<matching ID> and the QR code.
  if (!/^[A-Za-z0-9.-]{1,255}$/.test(profile?.smdpAddress ?? '') || !/^[0-9A-Z-]{1,255}$/.test(profile?.matchingId ?? '')) {
    throw new ProvisioningError(`${backend.name}: ConfirmOrder answered an unusable SM-DP+ address or matching ID`);
  }
  return profile;
}

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
    const profile = await orderProfile(backend, { iccid: claimed.iccid, simType: claimed.sim_type, eid: claimed.eid });
    const [row] = await tx.query<Completed>(
      `UPDATE sims SET smdp_address = $2, matching_id = $3 WHERE id = $1 RETURNING ${SIM_COLUMNS}, issuance_language, issuance_origin`,
      [simId, profile.smdpAddress, profile.matchingId],
    );
    if (!row) return undefined;
    const { issuance_language, issuance_origin, ...sim } = row;
    // In the same transaction: the alert goes out if and only if this UPDATE is the one that counted.
    const user = sim.user_id === null ? undefined : await findUserById(tx, sim.user_id);
    if (user) {
      const lng = issuance_language ?? user.language;
      const link = `${issuance_origin ?? ''}/login?lng=${lng}`;
      const kind = SIM_KINDS[sim.sim_type].install === 'push' ? 'push' : 'code';
      // The eSIM-ready alert: its mail (on unless the customer turned it off) is the one with the
      // installation steps; a push too if they asked for one.
      const mail = esimReadyMail(lng, kind, { name: user.full_name, iccid: sim.iccid, link });
      await recordAlert(
        tx,
        { simId: sim.id, kind: 'esim_ready', key: 'issued' },
        { nowMs, origin: issuance_origin ?? undefined, language: lng, mail },
      );
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
  const failures: string[] = [];
  for (const { id } of due) {
    try {
      if (await completeIssuance(db, id, nowMs, backend)) done++;
    } catch (err) {
      if (!(err instanceof ProvisioningError)) throw err;
      // Not again every second while the SM-DP+ is down: this SIM waits, the others go on.
      await db.query('UPDATE sims SET issuance_due_at = $2 WHERE id = $1 AND issued_at IS NULL', [
        id,
        new Date(nowMs + PROVISIONING_RETRY_MS),
      ]);
      failures.push(err.message);
    }
  }
  // The job engine logs the failure (and keeps it as the sweep's last error); the round's work is done.
  if (failures.length)
    throw new ProvisioningError(`${failures.length} eSIM order(s) failed and wait ${PROVISIONING_RETRY_MS / 1000} s: ${failures[0]}`);
  return done;
}

/**
 * The SIM as it is now: reads call this so an answer never shows an issuance as pending after its
 * due time, whether or not the timer has run yet (tests have no timer).
 */
export async function settleIssuance(
  db: Db,
  sim: SimRow,
  nowMs: number,
  backend: SimBackend | undefined = backends.get(db),
): Promise<SimRow> {
  if (!isIssuanceDue(sim, nowMs) || !backend) return sim;
  try {
    // Someone else completing it first is fine: read what they wrote.
    return (await completeIssuance(db, sim.id, nowMs, backend)) ?? (await findSimById(db, sim.id)) ?? sim;
  } catch (err) {
    // An SM-DP+ outage must not fail the customer's login or page: the eSIM is still being issued,
    // and the issuance round retries (and logs) it.
    if (err instanceof ProvisioningError) return sim;
    throw err;
  }
}

/** The background round main.ts runs every second. */
export function startIssuanceWorker(db: Db, now: () => number, backend: SimBackend, intervalMs = 1000): { stop: () => Promise<void> } {
  return startWorker('eSIM issuance', () => completeDueIssuances(db, now(), backend), intervalMs);
}
