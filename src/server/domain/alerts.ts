import type { AlertKind, Language, PushPayload } from '@/contract';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { ALERT_RULES, buysPlans } from '@/server/domain/alert-kinds';
import { alertChannels } from '@/server/domain/alert-preferences';
import { findSimById } from '@/server/domain/sims';
import { findUserById } from '@/server/domain/users';
import { enqueueMail } from '@/server/mail/outbox';
import { alertMail, alertWords, simLabel, type AlertFacts } from '@/server/push/alert-texts';

/**
 * Alerting (docs/decisions/0105, 0106): an event about a SIM (data running low, the period ending,
 * an order due, the eSIM ready, 5G on) goes to its customer by the channels they chose for it, in
 * their language, exactly once however many instances notice it: whoever inserts the event's row
 * (sim, kind, key) sends; the others find it there. The mail goes into the outbox and the pushes
 * into the push outbox in that same transaction, so nothing is sent for an event that was rolled
 * back and nothing is lost to a crash after it; the relays deliver them.
 */
export interface AlertInput {
  simId: number;
  kind: AlertKind;
  /** Which occurrence of the event: a new key alerts again (a new allowance, expiry date, order). */
  key: string;
  params?: Omit<AlertFacts, 'sim'> & { paymentId?: string };
}

export interface AlertOptions {
  nowMs: number;
  /** The portal's origin, for the link in the mail. */
  origin: string | undefined;
  /** The language to write in instead of the account's (the eSIM's, as it was requested). */
  language?: Language;
  /** A mail of the caller's own instead of the alert mail (the eSIM-ready mail with its instructions). */
  mail?: { subject: string; text: string };
}

export type AlertOutcome = { sent: false } | { sent: true; mail: boolean; pushes: number };

/** In the caller's transaction: records the event and queues what the customer chose. */
export async function recordAlert(tx: Db, input: AlertInput, opts: AlertOptions): Promise<AlertOutcome> {
  const rule = ALERT_RULES[input.kind];
  const sim = await findSimById(tx, input.simId);
  if (!sim || sim.user_id === null || !rule.applies(sim.sim_type)) return { sent: false };
  const channels = await alertChannels(tx, sim, input.kind);
  if (!channels.push && !channels.mail) return { sent: false };
  const won = await tx.query(
    'INSERT INTO alert_events (sim_id, kind, key, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING sim_id',
    [sim.id, input.kind, input.key, new Date(opts.nowMs)],
  );
  if (!won.length) return { sent: false };
  const user = await findUserById(tx, sim.user_id);
  if (!user) return { sent: false };
  const lng = opts.language ?? user.language;
  const params = input.params ?? {};
  const words = alertWords(lng, input.kind, { ...params, sim: simLabel(sim), buysPlans: buysPlans(sim.sim_type) });
  const url = rule.target(sim, params);
  if (channels.mail) {
    const mail = opts.mail ?? alertMail(lng, words, `${opts.origin ?? ''}${url}${url.includes('?') ? '&' : '?'}lng=${lng}`);
    await enqueueMail(tx, { to: user.email, ...mail }, opts.nowMs);
  }
  let pushes = 0;
  if (channels.push) {
    // One notification per order: three orders due tomorrow are three notifications, not one replacing another.
    const tag = `${input.kind}:${sim.iccid}${params.paymentId ? `:${params.paymentId}` : ''}`;
    const payload: PushPayload = { ...words, url, tag, lang: lng };
    pushes = (
      await tx.query(
        `INSERT INTO push_outbox (subscription_id, payload, created_at)
         SELECT id, $2::jsonb, $3 FROM push_subscriptions WHERE user_id = $1 RETURNING id`,
        [user.id, JSON.stringify(payload), new Date(opts.nowMs)],
      )
    ).length;
  }
  return { sent: true, mail: channels.mail, pushes };
}

/**
 * Tells the SIM's customer about an event, once per (simId, kind, key), by the channels they chose,
 * in their language. Safe to call from any number of instances at once.
 */
export async function notifySim(deps: { db: Db; config: Pick<Config, 'now' | 'publicUrl'> }, input: AlertInput): Promise<AlertOutcome> {
  const nowMs = deps.config.now();
  return deps.db.tx((tx) => recordAlert(tx, input, { nowMs, origin: deps.config.publicUrl }));
}
