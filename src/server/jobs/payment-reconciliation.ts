import { checkLater, openAttemptsDue } from '@/server/domain/payment-attempts';
import type { PaymentContext } from '@/server/domain/payment-context';
import { reconcileAttempt, type ReconcileResult } from '@/server/domain/reconcile';
import { refundNow, refundsDue } from '@/server/domain/refunds';
import { rethrowDatabaseError } from '@/server/db/database-error';

/**
 * The reconciliation job (docs/decisions/0062), a sweep on the job engine (once per interval across
 * instances, decision 0050). It asks the provider what became of every payment attempt still open
 * after PAYMENT_RECONCILE_AFTER_SECONDS — a process killed between the provider's charge and our
 * COMMIT, an answer that never came — and settles each answer as the request would have: the order
 * paid, or the money refunded. Then it makes the refunds still due. Everything it does is conditional
 * on the row still being open, and the provider is asked with the same idempotency keys, so a run
 * racing a request or another instance completes nothing twice and refunds nothing twice.
 */
const BATCH = 50;

export type { ReconcileResult };

export async function reconcilePayments(ctx: PaymentContext): Promise<ReconcileResult> {
  const result: ReconcileResult = { paid: 0, refunded: 0, void: 0, waiting: 0 };
  for (const a of await openAttemptsDue(ctx.db, ctx.now(), BATCH)) {
    try {
      await reconcileAttempt(ctx, a, result);
    } catch (err) {
      // Our database failing is not the provider being down: the run fails and is retried.
      rethrowDatabaseError(err);
      // The provider is down: this attempt waits for the next run; the others are still asked.
      ctx.log.warn(
        { attempt: a.id, err: String(err instanceof Error ? err.message : err) },
        'payment attempt not reconciled; asked again next run',
      );
      await checkLater(ctx.db, a, ctx.now(), ctx.timings.callTimeoutMs || 1000);
    }
  }
  for (const id of await refundsDue(ctx, BATCH)) if (await refundNow(ctx, id)) result.refunded++;
  return result;
}

/** How often the job runs: half the reconcile age, between 1 s and a minute. */
export const reconcileIntervalMs = (reconcileAfterMs: number) => Math.max(1000, Math.min(60_000, Math.floor(reconcileAfterMs / 2)));
