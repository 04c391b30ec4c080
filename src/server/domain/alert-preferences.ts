import { SETTING_ALERT_KINDS, type AlertChannels, type AlertKind, type AlertSettings, type Language } from '@/contract';
import type { Db } from '@/server/db/client';
import { accept, refuse, type Outcome } from './outcome';
import { ALERT_RULES } from './alert-kinds';
import type { SimRow } from './sims';

/** How the customer wants this alert about this SIM: what they chose, else the table's default. */
export async function alertChannels(db: Db, sim: Pick<SimRow, 'id'>, kind: AlertKind): Promise<AlertChannels> {
  // The notices not in the settings go by the table's channels, whatever is stored.
  if (!(SETTING_ALERT_KINDS as readonly AlertKind[]).includes(kind)) return ALERT_RULES[kind].defaults;
  const [row] = await db.query<AlertChannels>('SELECT push, mail FROM alert_preferences WHERE sim_id = $1 AND kind = $2', [sim.id, kind]);
  return row ?? ALERT_RULES[kind].defaults;
}

/** Every alert this SIM can have, in the table's order, and whether the offer after setup was answered. */
export async function alertSettings(db: Db, sim: Pick<SimRow, 'id' | 'iccid' | 'sim_type'>): Promise<AlertSettings> {
  const rows = await db.query<{ kind: AlertKind } & AlertChannels>('SELECT kind, push, mail FROM alert_preferences WHERE sim_id = $1', [
    sim.id,
  ]);
  const chosen = new Map(rows.map((r) => [r.kind, r]));
  const [offer] = await db.query('SELECT 1 FROM alert_offers WHERE sim_id = $1', [sim.id]);
  return {
    iccid: sim.iccid,
    alerts: SETTING_ALERT_KINDS.filter((kind) => ALERT_RULES[kind].applies(sim.sim_type)).map((kind) => {
      const { push, mail } = chosen.get(kind) ?? ALERT_RULES[kind].defaults;
      return { kind, push, mail };
    }),
    offered: !!offer,
  };
}

/**
 * Saves the customer's choice for the kinds given (others keep theirs), answers the offer, and takes
 * the request's language as the one alerts are written in from now on.
 */
export async function saveAlertSettings(
  db: Db,
  sim: Pick<SimRow, 'id' | 'sim_type' | 'user_id'>,
  alerts: ({ kind: AlertKind } & AlertChannels)[],
  lng: Language,
  nowMs: number,
): Promise<void> {
  await db.tx(async (tx) => {
    for (const a of alerts) {
      if (!ALERT_RULES[a.kind].applies(sim.sim_type)) continue;
      await tx.query(
        `INSERT INTO alert_preferences (sim_id, kind, push, mail) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sim_id, kind) DO UPDATE SET push = EXCLUDED.push, mail = EXCLUDED.mail`,
        [sim.id, a.kind, a.push, a.mail],
      );
    }
    await tx.query('INSERT INTO alert_offers (sim_id, answered_at) VALUES ($1, $2) ON CONFLICT (sim_id) DO NOTHING', [
      sim.id,
      new Date(nowMs),
    ]);
    if (sim.user_id !== null) await tx.query('UPDATE users SET language = $2 WHERE id = $1', [sim.user_id, lng]);
  });
}

/** Browsers one account takes pushes on: a phone, a tablet, a computer or two (docs/decisions/0137). */
export const MAX_PUSH_DEVICES = 5;

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Base64url as browsers write it, with or without padding. */
const sameKey = (a: string, b: string) => a.replace(/=+$/, '') === b.replace(/=+$/, '');

/**
 * This browser takes pushes for this account (docs/decisions/0137). A browser is known by its
 * endpoint, and only the browser holds its subscription's keys (p256dh, and auth, a secret the push
 * service never sees). So the same endpoint with the same keys from another account is the same
 * browser changing hands (someone signed out and another signed in): it moves, and the pushes still
 * waiting for the previous account are dropped with it. The same endpoint with other keys from
 * another account is someone who read or guessed an endpoint: refused (E0115), nothing changes.
 * An account keeps its MAX_PUSH_DEVICES most recently registered browsers; a new one removes the oldest.
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  sub: PushSubscriptionKeys,
  lng: Language,
  nowMs: number,
): Promise<Outcome<{ moved: boolean; removed: number }>> {
  const now = new Date(nowMs);
  return db.tx(async (tx) => {
    // One registration per account at a time, so two at once cannot both keep their device past the cap.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    let moved = false;
    for (let placed = false; !placed;) {
      const inserted = await tx.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at, registered_at) VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (endpoint) DO NOTHING RETURNING id`,
        [userId, sub.endpoint, sub.p256dh, sub.auth, now],
      );
      if (inserted.length) break;
      const [known] = await tx.query<{ id: number; user_id: number; p256dh: string; auth: string }>(
        'SELECT id, user_id, p256dh, auth FROM push_subscriptions WHERE endpoint = $1 FOR UPDATE',
        [sub.endpoint],
      );
      // Deleted between the two statements (its push service said 410): insert it again.
      if (!known) continue;
      const sameKeys = sameKey(known.p256dh, sub.p256dh) && sameKey(known.auth, sub.auth);
      if (known.user_id !== userId && !sameKeys) return refuse('E0115');
      moved = known.user_id !== userId;
      // The previous account's alerts stay with it: nothing queued for it reaches the new holder.
      if (moved) await tx.query('DELETE FROM push_outbox WHERE subscription_id = $1 AND sent_at IS NULL', [known.id]);
      await tx.query('UPDATE push_subscriptions SET user_id = $2, p256dh = $3, auth = $4, registered_at = $5 WHERE id = $1', [
        known.id,
        userId,
        sub.p256dh,
        sub.auth,
        now,
      ]);
      placed = true;
    }
    const removed = await tx.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY registered_at DESC, id DESC LIMIT $2)
       RETURNING id`,
      [userId, MAX_PUSH_DEVICES],
    );
    await tx.query('UPDATE users SET language = $2 WHERE id = $1', [userId, lng]);
    return accept({ moved, removed: removed.length });
  });
}

/** Only the caller's own subscription: an endpoint someone else registered stays theirs. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id', [userId, endpoint])).length > 0
  );
}
