import { SETTING_ALERT_KINDS, type AlertChannels, type AlertKind, type AlertSettings, type Language } from '@/contract';
import type { Db } from '@/server/db/client';
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

/** This browser takes pushes for this account (a browser moves to whoever subscribed from it last). */
export async function savePushSubscription(
  db: Db,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
  lng: Language,
  nowMs: number,
): Promise<void> {
  await db.tx(async (tx) => {
    await tx.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      [userId, sub.endpoint, sub.p256dh, sub.auth, new Date(nowMs)],
    );
    await tx.query('UPDATE users SET language = $2 WHERE id = $1', [userId, lng]);
  });
}

/** Only the caller's own subscription: an endpoint someone else registered stays theirs. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id', [userId, endpoint])).length > 0
  );
}
