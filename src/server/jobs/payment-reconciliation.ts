import { checkLater, closeAttempt, openAttemptsDue, type Attempt } from '../domain/payment-attempts';
import { ORDER_COLUMNS, type OrderRow } from '../domain/orders';
import type { PaymentContext } from '../domain/pay';
import { refundNow, refundsDue } from '../domain/refunds';
import { settleCharge } from '../domain/settle';

/**
 * The reconciliation job (docs/decisions/0062), a sweep on the job engine (once per interval across
 * instances, decision 0050). It asks the provider what became of every payment attempt still open
 * after PAYMENT_RECONCILE_AFTER_SECONDS — a process killed between the provider's charge and our
 * COMMIT, an answer that never came — and settles each answer as the request would have: the order
 * paid, or the money refunded. Then it makes the refunds still due. Everything it does is conditional
 * on the row still being open, and the provider is asked with the same idempotency keys, so a run
 * racing a request or another instance completes nothing twice and refunds nothing twice.
 */
export interface ReconcileResult {
  paid: number;
  refunded: number;
  void: number;
  waiting: number;
}

const BATCH = 50;

async function reconcileAttempt(ctx: PaymentContext, a: Attempt, result: ReconcileResult): Promise<void> {
  const nowMs = ctx.now();
  const [order] = await ctx.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [a.order_id]);
  if (!order) return void (await closeAttempt(ctx.db, a.id, 'void', nowMs));
  const found = await ctx.provider.lookup({ idempotencyKey: a.idempotency_key, paymentId: order.payment_id, method: a.method });
  if (found.status === 'charged') {
    const s = await settleCharge(ctx, { attemptId: a.id, orderId: order.id, chargeRef: found.chargeId, amount: found.amount, currency: found.currency, method: a.method });
    if (s.outcome === 'paid') result.paid++;
    if (s.refundId && (await refundNow(ctx, s.refundId))) result.refunded++;
    return;
  }
  if (found.status === 'declined') return void (await closeAttempt(ctx.db, a.id, 'declined', nowMs));
  // Nothing was charged. A card attempt this old has no call of ours left on its way: it is over.
  // A wallet or the store can still be paid until the order's deadline: ask again later.
  const stillPayable = order.status === 'unpaid' && order.payment_method === a.method && (!order.due_at || order.due_at.getTime() > nowMs);
  if (a.method !== 'credit_card' && stillPayable) {
    await checkLater(ctx.db, a, nowMs, ctx.timings.reconcileAfterMs);
    result.waiting++;
    return;
  }
  if (await closeAttempt(ctx.db, a.id, 'void', nowMs)) result.void++;
}

export async function reconcilePayments(ctx: PaymentContext): Promise<ReconcileResult> {
  const result: ReconcileResult = { paid: 0, refunded: 0, void: 0, waiting: 0 };
  for (const a of await openAttemptsDue(ctx.db, ctx.now(), BATCH)) {
    try {
      await reconcileAttempt(ctx, a, result);
    } catch (err) {
      // The provider is down: this attempt waits for the next run; the others are still asked.
      ctx.log.warn({ attempt: a.id, err: String(err instanceof Error ? err.message : err) }, 'payment attempt not reconciled; asked again next run');
      await checkLater(ctx.db, a, ctx.now(), ctx.timings.callTimeoutMs || 1000);
    }
  }
  for (const id of await refundsDue(ctx, BATCH)) if (await refundNow(ctx, id)) result.refunded++;
  return result;
}

/** How often the job runs: half the reconcile age, between 1 s and a minute. */
export const reconcileIntervalMs = (reconcileAfterMs: number) => Math.max(1000, Math.min(60_000, Math.floor(reconcileAfterMs / 2)));
