import type { Db } from '@/server/db/client';
import { mailOrderEnded } from '@/server/domain/order-ended';
import { ORDER_COLUMNS, type OrderRow } from '@/server/domain/orders';

/**
 * How long an order without a payment method lives (docs/decisions/0051): Purchase made it, the
 * customer has not chosen how to pay yet. Long enough to fetch a card from another room or to
 * retry a declined one, short enough that nothing the customer never confirmed lingers.
 */
export const DRAFT_ORDER_TTL_MS = 60 * 60 * 1000;

/**
 * Unpaid orders end on their own (docs/decisions/0022, 0051):
 * - past its payment deadline (wallets and the store, set by the final purchase; a card registered
 *   and never charged) → cancelled, reason 'deadline': the wallet page refuses it, Pay is gone,
 *   nothing was or will be charged; the customer is mailed in the same transaction, and the history
 *   lists it as expired for a while (docs/decisions/0126);
 * - still without a payment method (Purchase, then Back) an hour after Purchase → cancelled, reason
 *   'abandoned', and its purchase's Idempotency-Key is released in the same statement, so the same
 *   plan bought again later is a new order instead of this ended one.
 * Each end is one conditional UPDATE … WHERE status = 'unpaid', as payOrder's is: an order is paid or
 * expired, never both, and exactly once whoever runs it (the timer of every API process, a read of
 * the orders, a purchase, a restart in between). `origin` is the portal's address for the mail's link,
 * asked only when there is a mail to write. Returns how many orders this call ended.
 */
export async function expireOverdueOrders(
  db: Db,
  nowMs: number,
  scope: { userId?: number; orderId?: number },
  origin: () => string,
): Promise<number> {
  const now = new Date(nowMs);
  const who = [scope.userId ?? null, scope.orderId ?? null];
  const where = ' AND ($2::int IS NULL OR user_id = $2) AND ($3::int IS NULL OR id = $3)';
  const overdue = await endOverdue(db, now, where, who, origin);
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

/** The orders past their deadline, ended and mailed in one transaction; none opened when nothing is due. */
async function endOverdue(db: Db, now: Date, where: string, who: (number | null)[], origin: () => string): Promise<OrderRow[]> {
  const overdue = `status = 'unpaid' AND due_at IS NOT NULL AND due_at <= $1${where}`;
  // Most calls (every read of the orders) find nothing due, and take no transaction for it.
  if (!(await db.query(`SELECT 1 FROM orders WHERE ${overdue} LIMIT 1`, [now, ...who])).length) return [];
  return db.tx(async (tx) => {
    const ended = await tx.query<OrderRow>(
      `UPDATE orders SET status = 'cancelled', cancelled_at = $1, cancel_reason = 'deadline' WHERE ${overdue} RETURNING ${ORDER_COLUMNS}`,
      [now, ...who],
    );
    for (const order of ended) await mailOrderEnded(tx, order, now.getTime(), origin);
    return ended;
  });
}
