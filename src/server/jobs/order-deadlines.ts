import type { Db } from '@/server/db/client';

/**
 * How long an order without a payment method lives (docs/decisions/0051): Purchase made it, the
 * customer has not chosen how to pay yet. Long enough to fetch a card from another room or to
 * retry a declined one, short enough that nothing the customer never confirmed lingers.
 */
export const DRAFT_ORDER_TTL_MS = 60 * 60 * 1000;

/**
 * Unpaid orders end on their own (docs/decisions/0022, 0051):
 * - past its payment deadline (wallets and the store, set by the final purchase) → cancelled,
 *   reason 'deadline': the wallet page refuses it, Pay is gone, nothing was or will be charged;
 * - still without a payment method (Purchase, then Back) an hour after Purchase → cancelled, reason
 *   'abandoned', and its purchase's Idempotency-Key is released in the same statement, so the same
 *   plan bought again later is a new order instead of this ended one.
 * Each end is one conditional UPDATE … WHERE status = 'unpaid', as payOrder's is: an order is paid or
 * expired, never both, and exactly once whoever runs it (the timer of every API process, a read of
 * the orders, a purchase, a restart in between). Returns how many orders this call ended.
 */
export async function expireOverdueOrders(db: Db, nowMs: number, scope: { userId?: number; orderId?: number } = {}): Promise<number> {
  const now = new Date(nowMs);
  const who = [scope.userId ?? null, scope.orderId ?? null];
  const where = ' AND ($2::int IS NULL OR user_id = $2) AND ($3::int IS NULL OR id = $3)';
  const overdue = await db.query(
    `UPDATE orders SET status = 'cancelled', cancelled_at = $1, cancel_reason = 'deadline'
      WHERE status = 'unpaid' AND due_at IS NOT NULL AND due_at <= $1${where} RETURNING id`,
    [now, ...who],
  );
  const abandoned = await db.query(
    `WITH ended AS (
       UPDATE orders SET status = 'cancelled', cancelled_at = $1, cancel_reason = 'abandoned'
        WHERE status = 'unpaid' AND payment_method IS NULL AND ordered_at <= $4${where} RETURNING id
     ), released AS (DELETE FROM purchase_keys WHERE order_id IN (SELECT id FROM ended))
     SELECT id FROM ended`,
    [now, ...who, new Date(nowMs - DRAFT_ORDER_TTL_MS)],
  );
  return overdue.length + abandoned.length;
}
