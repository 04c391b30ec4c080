import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { DATA_THRESHOLDS, PERIOD_WARNING_DAYS } from '@/server/domain/alert-kinds';
import { alertChannels } from '@/server/domain/alert-preferences';
import { addDays, todayInJapan } from '@/server/domain/japan-time';
import type { SimRow } from '@/server/domain/sims';
import { notifySim } from '@/server/domain/alerts';

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
 * The usage-driven alerts, as a usage-watch handler: the most urgent data alert the customer wants
 * whose threshold the share left has reached goes out, keyed by the allowance (a figure that wobbles
 * across a threshold alerts once; after a top-up a new crossing alerts again). Wanted alerts of
 * larger thresholds crossed at the same time are recorded as done without a second message.
 */
export async function alertOnUsage(
  deps: AlertDeps,
  sample: { sim: Pick<SimRow, 'id'>; usedMb: number; totalMb: number },
  share: number,
  allowanceKey: string,
): Promise<void> {
  const crossed = DATA_THRESHOLDS.filter((t) => share <= t.share);
  const wanted = [];
  for (const t of crossed) {
    const c = await alertChannels(deps.db, sample.sim, t.kind);
    if (c.push || c.mail) wanted.push(t);
  }
  const [urgent, ...rest] = wanted.sort((a, b) => a.share - b.share);
  if (!urgent) return;
  const params = { usedMb: sample.usedMb, totalMb: sample.totalMb };
  await notifySim(deps, { simId: sample.sim.id, kind: urgent.kind, key: allowanceKey, params });
  for (const t of rest) {
    await deps.db.query('INSERT INTO alert_events (sim_id, kind, key, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      sample.sim.id,
      t.kind,
      allowanceKey,
      new Date(deps.config.now()),
    ]);
  }
}
