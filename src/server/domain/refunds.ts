import type { PaymentMethodName } from '@/contract';
import { enqueueMail } from '@/server/mail/outbox';
import { refundMail } from '@/server/mail/refund-mail';
import type { RefundReason } from '@/server/ops/seams';
import { japanDate } from './japan-time';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import type { PaymentContext } from './payment-context';
import { planName } from './plans';
import { findUserById } from './users';
import { rethrowDatabaseError } from '@/server/db/database-error';

/**
 * Making a refund that settleCharge made due (docs/decisions/0063). The provider is asked with the key
 * `refund:<charge>`, so two instances (a request and the job) racing give one refund; the row's
 * conditional UPDATE then makes exactly one of them write the customer's mail. A provider that fails
 * is asked again by the reconciliation job, a little later each time.
 */
interface DueRefund {
  id: number;
  charge_ref: string;
  order_id: number | null;
  method: string;
  amount: number;
  currency: string;
  reason: RefundReason;
  tries: number;
}

export async function refundNow(ctx: PaymentContext, refundId: number): Promise<boolean> {
  const [r] = await ctx.db.query<DueRefund>(
    'SELECT id, charge_ref, order_id, method, amount, currency, reason, tries FROM refunds WHERE id = $1 AND refunded_at IS NULL',
    [refundId],
  );
  if (!r) return false;
  let refundRef: string;
  try {
    ({ refundId: refundRef } = await ctx.provider.refund({
      chargeId: r.charge_ref,
      amountYen: r.amount,
      currency: r.currency,
      idempotencyKey: `refund:${r.charge_ref}`,
      reason: r.reason,
    }));
  } catch (err) {
    // Our database failing is not the provider refusing: nothing is counted, the job tries again.
    rethrowDatabaseError(err);
    const wait = Math.min(3_600_000, 5_000 * 2 ** Math.min(r.tries, 10));
    await ctx.db.query('UPDATE refunds SET tries = tries + 1, next_try_at = $2, last_error = $3 WHERE id = $1 AND refunded_at IS NULL', [
      r.id,
      new Date(ctx.now() + wait),
      String(err instanceof Error ? err.message : err).slice(0, 500),
    ]);
    ctx.log.warn({ refund: r.id, charge: r.charge_ref, err: String(err) }, 'refund not made yet; retried by the reconciliation job');
    return false;
  }
  const nowMs = ctx.now();
  return ctx.db.tx(async (tx) => {
    const done = await tx.query('UPDATE refunds SET refunded_at = $2, refund_ref = $3 WHERE id = $1 AND refunded_at IS NULL RETURNING id', [
      r.id,
      new Date(nowMs),
      refundRef,
    ]);
    if (!done.length) return false;
    const [order] = r.order_id === null ? [] : await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [r.order_id]);
    const user = order && (await findUserById(tx, order.user_id));
    // A charge for an order we do not know has nobody to write to: the operator's log has it.
    if (order && user && r.reason !== 'unknown_order') {
      const mail = refundMail(order.language, r.reason, {
        name: user.full_name,
        orderNumber: order.order_number,
        plan: planName(order.language, order),
        amount: r.amount,
        method: r.method as PaymentMethodName,
        refundedOn: japanDate(nowMs),
        link: `${ctx.origin()}/login?lng=${order.language}`,
      });
      await enqueueMail(tx, { to: user.email, ...mail }, nowMs);
    }
    return true;
  });
}

export async function refundsDue(ctx: PaymentContext, limit: number): Promise<number[]> {
  const rows = await ctx.db.query<{ id: number }>(
    'SELECT id FROM refunds WHERE refunded_at IS NULL AND next_try_at <= $1 ORDER BY next_try_at, id LIMIT $2',
    [new Date(ctx.now()), limit],
  );
  return rows.map((r) => r.id);
}
