import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { DATA_THRESHOLDS, PERIOD_WARNING_DAYS } from '@/server/domain/alert-kinds';
import { alertChannels } from '@/server/domain/alert-preferences';
import { addDays, todayInJapan } from '@/server/domain/japan-time';
import type { SimRow } from '@/server/domain/sims';
import { notifySim, recordAlert } from '@/server/domain/alerts';
import { armFalls, fallState, markFallen, mayAct } from '@/server/domain/usage-falls';
import { usagePeriod } from '@/server/domain/usage-records';

type AlertDeps = { db: Db; config: Pick<Config, 'now' | 'publicUrl'> };

/** Which period alert is due on `today` (Japan time) for a period ending at `expiryMs`, if any. */
export function periodAlertDue(expiryMs: number, nowMs: number): 'period_3_days' | 'period_last_day' | undefined {
  if (expiryMs <= nowMs) return undefined;
  const today = todayInJapan(nowMs);
  const lastDay = todayInJapan(expiryMs - 1);
  if (today === lastDay) return 'period_last_day';
  if (today >= addDays(lastDay, -PERIOD_WARNING_DAYS)) return 'period_3_days';
  return undefined;
}

/**
 * The time-driven alerts, run by the job engine's `alert-times` sweep: usage periods ending (3 days
 * before, and on the last day) and unpaid orders whose deadline is tomorrow. Only SIMs whose customer
 * turned one of them on are looked at. Returns how many alerts went out.
 */
export async function sweepTimeAlerts(deps: AlertDeps, nowMs = deps.config.now()): Promise<number> {
  const now = new Date(nowMs);
  let sent = 0;
  const periods = await deps.db.query<{ id: number; expiry_date: Date }>(
    `SELECT s.id, s.expiry_date FROM sims s
      WHERE s.user_id IS NOT NULL AND s.expiry_date > $1 AND s.expiry_date <= $2
        AND EXISTS (SELECT 1 FROM alert_preferences p WHERE p.sim_id = s.id
                     AND p.kind IN ('period_3_days', 'period_last_day') AND (p.push OR p.mail))`,
    [now, new Date(nowMs + (PERIOD_WARNING_DAYS + 2) * 86_400_000)],
  );
  for (const sim of periods) {
    const kind = periodAlertDue(sim.expiry_date.getTime(), nowMs);
    if (!kind) continue;
    const at = sim.expiry_date.getTime();
    // Keyed by the expiry: a period extended to a new date is a new occurrence.
    if ((await notifySim(deps, { simId: sim.id, kind, key: new Date(at).toISOString(), params: { at } })).sent) sent++;
  }
  const tomorrow = addDays(todayInJapan(nowMs), 1);
  const orders = await deps.db.query<{ sim_id: number; payment_id: string; order_number: string; price: number; due_at: Date }>(
    `SELECT o.sim_id, o.payment_id, o.order_number, o.price, o.due_at FROM orders o
      WHERE o.status = 'unpaid' AND o.due_at > $1 AND o.due_at <= $2
        AND EXISTS (SELECT 1 FROM alert_preferences p WHERE p.sim_id = o.sim_id AND p.kind = 'unpaid_tomorrow' AND (p.push OR p.mail))`,
    [now, new Date(nowMs + 3 * 86_400_000)],
  );
  for (const o of orders) {
    if (todayInJapan(o.due_at.getTime()) !== tomorrow) continue;
    const params = { at: o.due_at.getTime(), orderNumber: o.order_number, price: o.price, paymentId: o.payment_id };
    if ((await notifySim(deps, { simId: o.sim_id, kind: 'unpaid_tomorrow', key: o.payment_id, params })).sent) sent++;
  }
  return sent;
}

/**
 * The usage-driven alerts, as a usage-watch handler (docs/decisions/0105, 0141): the most urgent data
 * alert the customer wants whose line the share left is below goes out, once per fall below it
 * (domain/usage-falls.ts) and once per allowance (the event's key: a figure that wobbles across a line
 * alerts once). Wanted alerts of larger lines crossed at the same time fall with it without a second
 * message. Data bought re-arms the alerts whose line it lifts the share back to; a line it leaves the
 * share below is the same fall: "20 % left" is never sent for data that rose from 5 % to 12 %.
 * `silent`: an automatic top-up is buying for this fall; it falls, and its own notices say the rest.
 */
export async function alertOnUsage(
  deps: AlertDeps,
  sample: { sim: Pick<SimRow, 'id' | 'start_date'>; usedMb: number; totalMb: number },
  share: number,
  allowanceKey: string,
  opts: { silent?: boolean } = {},
): Promise<void> {
  const simId = sample.sim.id;
  const period = usagePeriod(sample.sim);
  const nowMs = deps.config.now();
  await armFalls(
    deps.db,
    simId,
    DATA_THRESHOLDS.filter((t) => share > t.share).map((t) => t.kind),
    period,
    nowMs,
  );
  const crossed = DATA_THRESHOLDS.filter((t) => share <= t.share);
  const wanted: typeof crossed = [];
  for (const t of crossed) {
    const c = await alertChannels(deps.db, sample.sim, t.kind);
    if (c.push || c.mail) wanted.push(t);
  }
  if (!wanted.length) return;
  await deps.db.tx(async (tx) => {
    const armed: typeof wanted = [];
    for (const t of wanted) {
      if (mayAct(await fallState(tx, simId, t.kind), period)) armed.push(t);
      await markFallen(tx, simId, t.kind, period, nowMs);
    }
    const [urgent, ...rest] = armed.sort((a, b) => a.share - b.share);
    if (!urgent || opts.silent) return;
    const params = { usedMb: sample.usedMb, totalMb: sample.totalMb };
    await recordAlert(tx, { simId, kind: urgent.kind, key: allowanceKey, params }, { nowMs, origin: deps.config.publicUrl });
    for (const t of rest) {
      await tx.query('INSERT INTO alert_events (sim_id, kind, key, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        simId,
        t.kind,
        allowanceKey,
        new Date(nowMs),
      ]);
    }
  });
}
