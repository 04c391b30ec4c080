import { openCardAttempt, closeAttempt, staleCardAttempts, type Attempt } from './payment-attempts';
import { emptyResult, reconcileAttempt } from './reconcile';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import { accept, refuse, type Outcome } from './outcome';
import type { PaymentContext } from './payment-context';
import { refundNow } from './refunds';
import { settleCharge } from './settle';
import { rethrowDatabaseError } from '@/server/db/database-error';

/**
 * Paying an order by card, with the provider outside our transactions (docs/decisions/0062):
 *
 *   1. the attempt (order, amount, idempotency key) is recorded and COMMITTED;
 *   2. the provider is asked to charge, with that key (a retry with the key charges once);
 *   3. one transaction settles the charge: the order paid (its plan applied, its receipt written), or,
 *      when the order can no longer take it (cancelled meanwhile, paid otherwise), a refund made due.
 *
 * A process killed after 1 leaves an open attempt; the reconciliation job (jobs/payment-reconciliation.ts)
 * asks the provider what became of its key and settles it the same way. Wallets and the store are paid
 * at the provider's end; their notifications are settled by domain/notifications.ts.
 */

/**
 * A call to the payment provider. If it fails (down, timed out) it is refused with E0056, the customer
 * told to try again: nothing of ours changed, and the retry's same idempotency key makes the provider
 * charge once. Our database failing meanwhile (in our own steps, or in the sandbox provider's books)
 * is not the provider's failure: it goes on as it is (503 while the database is away).
 */
export async function askProvider<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return accept(await call());
  } catch (err) {
    rethrowDatabaseError(err);
    return refuse('E0056', { cause: err });
  }
}

class ProviderTimeout extends Error {}

/** The provider's reason for refusing a charge (ops/seams.ts), kept as the refusal's cause for those who act on it. */
export class CardDeclined extends Error {
  constructor(readonly reason: string) {
    super(`the provider declined the charge: ${reason}`);
  }
}

/**
 * What the customer is told when the card company refuses a charge (docs/decisions/0125): its
 * refusal (E0105), or its wish to confirm the payment with the cardholder (E0106, the provider's
 * 'authentication_required'); never the "card could not be used, enter it again" of a bad token.
 */
export const declineCode = (reason: string) => (reason === 'authentication_required' ? 'E0106' : 'E0105');

/** The charge call of one attempt, bounded by callTimeoutMs; an answer after that is settled when it comes. */
async function chargeAttempt(ctx: PaymentContext, a: Attempt, paymentId: string) {
  const call = ctx.provider.charge({
    token: a.card_token!,
    amountYen: a.amount,
    currency: a.currency,
    idempotencyKey: a.idempotency_key,
    paymentId,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderTimeout(`no answer from the payment provider within ${ctx.timings.callTimeoutMs} ms`)),
      ctx.timings.callTimeoutMs,
    );
  });
  try {
    return await Promise.race([call, timeout]);
  } catch (err) {
    if (err instanceof ProviderTimeout) {
      // The provider may still charge: take its late answer as the reconciliation job would.
      call
        .then(async (late) => {
          if (!('chargeId' in late)) return;
          const s = await settleCharge(ctx, {
            attemptId: a.id,
            orderId: a.order_id,
            chargeRef: late.chargeId,
            amount: a.amount,
            currency: a.currency,
            method: 'credit_card',
          });
          if (s.refundId) await refundNow(ctx, s.refundId);
        })
        .catch((e: unknown) =>
          ctx.log.warn({ attempt: a.id, err: String(e) }, 'late provider answer not settled; the reconciliation job will'),
        );
    }
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

export interface CardPayment {
  order: OrderRow;
  /** This call paid it (false: another call or the reconciliation job had, with the same charge). */
  won: boolean;
}

/**
 * Charges an unpaid card order. Undefined when it cannot be paid (paid or cancelled meanwhile, no card);
 * a charge the card company refused is refused with E0105 or E0106 (the order stays unpaid, the card
 * as it was), a provider that fails or does not answer with E0056 (the attempt stays open: the retry
 * reuses its key, or the reconciliation job settles it).
 */
export async function payByCard(ctx: PaymentContext, order: OrderRow): Promise<Outcome<CardPayment | undefined>> {
  // A crash or a lost answer left an attempt open: ask the provider about it before asking it to charge
  // again (under the same key: openCardAttempt).
  const stale = await staleCardAttempts(ctx, order.id);
  for (const a of stale) {
    const asked = await askProvider(() => reconcileAttempt(ctx, a, emptyResult(), true));
    if (!asked.ok) return asked;
  }
  if (stale.length) {
    const [now] = await ctx.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [order.id]);
    if (now?.status === 'paid') return accept({ order: now, won: true });
  }
  const attempt = await openCardAttempt(ctx, order.id);
  if (attempt === 'busy') return refuse('E0056');
  if (!attempt) return accept(undefined);
  await ctx.pause('before-call');
  // Past its window the attempt is the reconciliation job's to settle; calling now could race its "no charge".
  if (ctx.now() - attempt.created_at.getTime() > ctx.timings.callWindowMs) return refuse('E0056');
  const asked = await askProvider(() => chargeAttempt(ctx, attempt, order.payment_id));
  if (!asked.ok) return asked;
  const answer = asked.value;
  if (!('chargeId' in answer)) {
    await closeAttempt(ctx.db, attempt.id, 'declined', ctx.now());
    return refuse(declineCode(answer.declined), { cause: new CardDeclined(answer.declined) });
  }
  await ctx.pause('after-charge');
  const settled = await settleCharge(ctx, {
    attemptId: attempt.id,
    orderId: order.id,
    chargeRef: answer.chargeId,
    amount: attempt.amount,
    currency: attempt.currency,
    method: 'credit_card',
  });
  if (settled.refundId) await refundNow(ctx, settled.refundId);
  if (settled.outcome === 'paid') return accept({ order: settled.order!, won: true });
  if (settled.outcome === 'already') {
    const [now] = await ctx.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [order.id]);
    return accept(now?.status === 'paid' ? { order: now, won: false } : undefined);
  }
  return accept(undefined);
}
