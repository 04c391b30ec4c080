import type { Db } from '@/server/db/client';
import type { PaymentMethod } from '@/server/ops/seams';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import type { PaymentContext } from './payment-context';

/**
 * Payment attempts (migration 021, docs/decisions/0062): each is committed before the provider is
 * asked, so a question about money always outlives the process that asked it.
 */
export interface Attempt {
  id: number;
  order_id: number;
  method: PaymentMethod;
  card_token: string | null;
  amount: number;
  currency: string;
  idempotency_key: string;
  state: 'open' | 'settled' | 'declined' | 'void';
  checks: number;
  /** When the provider was last asked under this key: asking again under the same key renews it. */
  created_at: Date;
}
const ATTEMPT_COLUMNS = 'id, order_id, method, card_token, amount, currency, idempotency_key, state, checks, created_at';

/** The portal sells in yen, tax included (spec §9). */
export const CURRENCY = 'JPY';

/**
 * The attempt a card payment of this order makes now, or undefined when the order cannot be paid by
 * card (paid, cancelled, no card). One charge per order (docs/decisions/0142): the same card and
 * amount are always asked for under the same idempotency key, so a provider that holds a charge
 * longer than our call window books it once however often we ask again.
 * - Racing requests (a double click, a second tab) share the open attempt within its call window.
 * - 'busy': a call of ours may still be on its way (past the window, within the call timeout), or an
 *   attempt with another card or amount is still open: the customer is asked to try again in a moment
 *   (the provider's answer or the reconciliation job closes it).
 * - An open attempt past both (payByCard asked the provider first and heard nothing booked), or one
 *   the job closed as uncharged, is asked again under its own key: its call window opens anew.
 * - Only after a final answer (declined) or with another card or amount does an order get a new key.
 */
export async function openCardAttempt(ctx: PaymentContext, orderId: number): Promise<Attempt | 'busy' | undefined> {
  const nowMs = ctx.now();
  const { callWindowMs, callTimeoutMs, reconcileAfterMs } = ctx.timings;
  return ctx.db.tx(async (tx): Promise<Attempt | 'busy' | undefined> => {
    // The order's row lock makes racing requests take turns here: one makes the attempt, the others find it.
    const [order] = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
    if (!order || order.status !== 'unpaid' || order.payment_method !== 'credit_card' || !order.card_token) return undefined;
    const sameCharge = (a: Attempt) => a.card_token === order.card_token && a.amount === order.price;
    const askAgain = async (a: Attempt) => {
      const [renewed] = await tx.query<Attempt>(
        `UPDATE payment_attempts SET state = 'open', closed_at = NULL, created_at = $2, next_check_at = $3
          WHERE id = $1 RETURNING ${ATTEMPT_COLUMNS}`,
        [a.id, new Date(nowMs), new Date(nowMs + reconcileAfterMs)],
      );
      return renewed;
    };
    const [open] = await tx.query<Attempt>(
      `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE order_id = $1 AND method = 'credit_card' AND state = 'open' ORDER BY id DESC LIMIT 1`,
      [orderId],
    );
    if (open) {
      const age = nowMs - open.created_at.getTime();
      if (sameCharge(open) && age <= callWindowMs) return open;
      if (age <= callWindowMs + callTimeoutMs || !sameCharge(open)) return 'busy';
      return askAgain(open);
    }
    const [last] = await tx.query<Attempt>(
      `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE order_id = $1 AND method = 'credit_card' ORDER BY id DESC LIMIT 1`,
      [orderId],
    );
    // Closed as uncharged by the job: the provider may yet book it (held longer than we waited), so ask under its key.
    if (last?.state === 'void' && sameCharge(last)) return askAgain(last);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_attempts WHERE order_id = $1', [
      orderId,
    ]);
    const [made] = await tx.query<Attempt>(
      `INSERT INTO payment_attempts (order_id, method, card_token, amount, currency, idempotency_key, next_check_at, created_at)
       VALUES ($1, 'credit_card', $2, $3, $4, $5, $6, $7) RETURNING ${ATTEMPT_COLUMNS}`,
      [
        orderId,
        order.card_token,
        order.price,
        CURRENCY,
        `${order.payment_id}:${n + 1}`,
        new Date(nowMs + reconcileAfterMs),
        new Date(nowMs),
      ],
    );
    return made;
  });
}

/**
 * A wallet or store payment expected for this order (the final purchase sent the customer there):
 * if its notification never comes, the reconciliation job asks the provider by payment id.
 */
export async function openWalletAttempt(db: Db, order: OrderRow, reconcileAfterMs: number, nowMs: number): Promise<void> {
  if (!order.payment_method || order.payment_method === 'credit_card') return;
  await db.query(
    `INSERT INTO payment_attempts (order_id, method, amount, currency, idempotency_key, next_check_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
    [
      order.id,
      order.payment_method,
      order.price,
      CURRENCY,
      `${order.payment_id}:${order.payment_method}`,
      new Date(nowMs + reconcileAfterMs),
      new Date(nowMs),
    ],
  );
}

/**
 * Closes a card attempt the provider says it has not charged; false when it was closed meanwhile, or
 * asked again under its key since `a` was read (its call window renewed): that call may yet charge.
 */
export async function closeUncharged(db: Db, a: Attempt, nowMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_attempts SET state = 'void', closed_at = $2 WHERE id = $1 AND state = 'open' AND created_at = $3 RETURNING id`,
    [a.id, new Date(nowMs), a.created_at],
  );
  return rows.length > 0;
}

/** Closes an open attempt; false when someone else already had (a racing request, the job). */
export async function closeAttempt(
  db: Db,
  id: number,
  state: 'settled' | 'declined' | 'void',
  nowMs: number,
  providerRef?: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_attempts SET state = $2, closed_at = $3, provider_ref = coalesce($4, provider_ref) WHERE id = $1 AND state = 'open' RETURNING id`,
    [id, state, new Date(nowMs), providerRef ?? null],
  );
  return rows.length > 0;
}

export async function openAttemptsDue(db: Db, nowMs: number, limit: number): Promise<Attempt[]> {
  return db.query<Attempt>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE state = 'open' AND next_check_at <= $1 ORDER BY next_check_at, id LIMIT $2`,
    [new Date(nowMs), limit],
  );
}

/** Asks again later, a little later each time (up to an hour): a wallet the customer has not paid yet. */
export async function checkLater(db: Db, a: Attempt, nowMs: number, baseMs: number): Promise<void> {
  const wait = Math.min(3_600_000, baseMs * 2 ** Math.min(a.checks, 12));
  await db.query(`UPDATE payment_attempts SET checks = checks + 1, next_check_at = $2 WHERE id = $1 AND state = 'open'`, [
    a.id,
    new Date(nowMs + wait),
  ]);
}

/** This order's open card attempts that no call of ours can still be on its way for. */
export async function staleCardAttempts(ctx: PaymentContext, orderId: number): Promise<Attempt[]> {
  const before = new Date(ctx.now() - ctx.timings.callWindowMs - ctx.timings.callTimeoutMs);
  return ctx.db.query<Attempt>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts WHERE order_id = $1 AND state = 'open' AND method = 'credit_card' AND created_at <= $2 ORDER BY id`,
    [orderId, before],
  );
}
