import { checkLater, closeAttempt, closeUncharged, type Attempt } from './payment-attempts';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import type { PaymentContext } from './payment-context';
import { refundNow } from './refunds';
import { settleCharge } from './settle';

/**
 * Asking the provider what became of one open attempt and settling its answer (docs/decisions/0062):
 * by the reconciliation job for every attempt left open, and by a customer's retry for the stale
 * attempt of their own order, so a retry after a crash finds the charge instead of making another.
 */
export interface ReconcileResult {
  paid: number;
  refunded: number;
  void: number;
  waiting: number;
}

export const emptyResult = (): ReconcileResult => ({ paid: 0, refunded: 0, void: 0, waiting: 0 });

/**
 * `retry`: asked by a payment about to call the provider again (payByCard), which asks under the same
 * key: an uncharged card attempt stays open for it instead of being closed.
 */
export async function reconcileAttempt(ctx: PaymentContext, a: Attempt, result: ReconcileResult, retry = false): Promise<void> {
  const nowMs = ctx.now();
  const [order] = await ctx.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [a.order_id]);
  if (!order) return void (await closeAttempt(ctx.db, a.id, 'void', nowMs));
  const found = await ctx.provider.lookup({ idempotencyKey: a.idempotency_key, paymentId: order.payment_id, method: a.method });
  if (found.status === 'charged') {
    const s = await settleCharge(ctx, {
      attemptId: a.id,
      orderId: order.id,
      chargeRef: found.chargeId,
      amount: found.amount,
      currency: found.currency,
      method: a.method,
    });
    if (s.outcome === 'paid') result.paid++;
    if (s.refundId && (await refundNow(ctx, s.refundId))) result.refunded++;
    return;
  }
  if (found.status === 'declined') return void (await closeAttempt(ctx.db, a.id, 'declined', nowMs));
  // Nothing booked yet. A card attempt this old has no call of ours left on its way; the provider
  // may still be holding one (docs/decisions/0142), so the order's next card attempt asks under this
  // same key, and a charge booked late is the one charge, never a second.
  // A wallet or the store can still be paid until the order's deadline: ask again later.
  const stillPayable = order.status === 'unpaid' && order.payment_method === a.method && (!order.due_at || order.due_at.getTime() > nowMs);
  if (a.method !== 'credit_card' && stillPayable) {
    await checkLater(ctx.db, a, nowMs, ctx.timings.reconcileAfterMs);
    result.waiting++;
    return;
  }
  if (a.method === 'credit_card' && retry) return;
  if (a.method === 'credit_card' ? await closeUncharged(ctx.db, a, nowMs) : await closeAttempt(ctx.db, a.id, 'void', nowMs)) result.void++;
}
