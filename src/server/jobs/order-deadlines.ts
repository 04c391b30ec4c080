import type { Db } from '../db/client';
import { PURCHASE_KEY_TTL_MS } from '../domain/purchase-keys';

/**
 * Unpaid orders end on their own (docs/decisions/0022):
 * - past its payment deadline (wallets and the store, set by the final purchase) → cancelled,
 *   reason 'deadline': the wallet page refuses it, Pay is gone, nothing was or will be charged;
 * - no payment method chosen (Purchase, then Back) and older than a purchase's Idempotency-Key →
 *   cancelled, reason 'abandoned': the key that could still bring the customer back to it is gone.
 * Each end is one conditional UPDATE … WHERE status = 'unpaid', as payOrder's is: an order is paid or
 * expired, never both, and exactly once whoever runs it (the timer of every API process, a read of
 * the order, a restart in between). Returns how many orders this call ended.
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
    `UPDATE orders SET status = 'cancelled', cancelled_at = $1, cancel_reason = 'abandoned'
      WHERE status = 'unpaid' AND payment_method IS NULL AND ordered_at <= $4${where} RETURNING id`,
    [now, ...who, new Date(nowMs - PURCHASE_KEY_TTL_MS)],
  );
  return overdue.length + abandoned.length;
}
