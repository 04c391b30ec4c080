import type { Db } from '@/server/db/client';
import { enqueueMail } from '@/server/mail/outbox';
import { receiptMail } from '@/server/mail/receipt-mail';
import type { PaymentMethod, PaymentNotification, RefundReason } from '@/server/ops/seams';
import { japanDate } from './japan-time';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import { CURRENCY } from './payment-attempts';
import type { PaymentContext } from './payment-context';
import { planName } from './plans';
import { findUserById } from './users';

/**
 * Money the provider took, made into exactly one thing of ours (docs/decisions/0062, 0063): the
 * order's payment, or a refund due. Every way money arrives ends here — a card charge answered to the
 * request, a late or lost answer found by the reconciliation job, a wallet's notification — in one
 * transaction that locks the order. The charge's reference is UNIQUE in `charges` and in `refunds`,
 * so a charge settled twice (two instances, a repeated notification) changes nothing the second time.
 */
export interface ChargeToSettle {
  /** The card order the attempt was for, or (notifications) the payment id the provider named. */
  orderId?: number;
  paymentId?: string;
  attemptId?: number;
  chargeRef: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  /** A notification is recorded with what became of it, in the same transaction. */
  notification?: PaymentNotification;
}

export interface Settled {
  /** paid: this call paid the order; already: this charge was settled before; refund: no order keeps it. */
  outcome: 'paid' | 'already' | 'refund';
  reason?: RefundReason;
  order?: OrderRow;
  /** A refund to make now (the reconciliation job makes it if this process cannot). */
  refundId?: number;
}

/** Why an order cannot keep money taken for it, or undefined when it can. */
function refusal(order: OrderRow | undefined, s: ChargeToSettle, nowMs: number): RefundReason | undefined {
  if (!order) return 'unknown_order';
  if (s.amount !== order.price || s.currency !== CURRENCY) return 'amount_mismatch';
  if (order.status === 'paid') return 'paid_otherwise';
  if (order.status === 'cancelled') return order.cancel_reason === 'deadline' ? 'deadline' : 'cancelled';
  if (order.due_at && order.due_at.getTime() <= nowMs) return 'deadline';
  return undefined;
}

export async function settleCharge(ctx: PaymentContext, s: ChargeToSettle): Promise<Settled> {
  const nowMs = ctx.now();
  const now = new Date(nowMs);
  let logged: Record<string, unknown> | undefined;
  const settled = await ctx.db.tx(async (tx): Promise<Settled> => {
    const closeAttempt = async (orderId: number | undefined) => {
      if (s.attemptId !== undefined) {
        await tx.query(
          `UPDATE payment_attempts SET state = 'settled', closed_at = $2, provider_ref = $3 WHERE id = $1 AND state = 'open'`,
          [s.attemptId, now, s.chargeRef],
        );
      } else if (orderId !== undefined) {
        // A wallet's notification answers the question its attempt was asking.
        await tx.query(
          `UPDATE payment_attempts SET state = 'settled', closed_at = $3, provider_ref = $4 WHERE order_id = $1 AND method = $2 AND state = 'open'`,
          [orderId, s.method, now, s.chargeRef],
        );
      }
    };
    const record = async (orderId: number | undefined, outcome: string) => {
      const n = s.notification;
      if (!n) return;
      await tx.query(
        `INSERT INTO payment_notifications (received_at, payment_id, method, provider_ref, amount, currency, order_id, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [now, n.paymentId, n.method, n.providerRef, n.amount, n.currency, orderId ?? null, outcome],
      );
    };

    // The order's row lock first: a racing settlement of the same charge waits here, then finds it settled.
    const [order] = await tx.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${s.orderId !== undefined ? 'id = $1' : 'payment_id = $1'} FOR UPDATE`,
      [s.orderId ?? s.paymentId],
    );
    // Settled before (a racing request, the job, a repeated notification): the same outcome again.
    const [paidBy] = await tx.query<{ order_id: number }>('SELECT order_id FROM charges WHERE provider_ref = $1', [s.chargeRef]);
    if (paidBy) {
      await closeAttempt(paidBy.order_id);
      await record(paidBy.order_id, 'duplicate');
      const [paidOrder] = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [paidBy.order_id]);
      return { outcome: 'already', order: paidOrder };
    }
    const [refund] = await tx.query<{ id: number; order_id: number | null; reason: RefundReason; refunded_at: Date | null }>(
      'SELECT id, order_id, reason, refunded_at FROM refunds WHERE charge_ref = $1',
      [s.chargeRef],
    );
    if (refund) {
      await closeAttempt(refund.order_id ?? undefined);
      await record(refund.order_id ?? undefined, 'duplicate');
      return { outcome: 'refund', reason: refund.reason, ...(refund.refunded_at ? {} : { refundId: refund.id }) };
    }

    const reason = refusal(order, s, nowMs);
    if (!reason && order) {
      const paid = await applyPayment(tx, order, s, nowMs, ctx.origin());
      await closeAttempt(order.id);
      await record(order.id, 'paid');
      await ctx.pause('before-commit');
      return { outcome: 'paid', order: paid };
    }

    // Money no order can keep: a refund is due, made through the provider after this commits.
    if (order && reason === 'deadline' && order.status === 'unpaid') {
      // The deadline had passed and the sweep had not got there yet: the order ends as it would have.
      await tx.query(
        `UPDATE orders SET status = 'cancelled', cancelled_at = $2, cancel_reason = 'deadline' WHERE id = $1 AND status = 'unpaid'`,
        [order.id, now],
      );
    }
    const [due] = await tx.query<{ id: number }>(
      `INSERT INTO refunds (charge_ref, order_id, method, amount, currency, reason, created_at, next_try_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (charge_ref) DO NOTHING RETURNING id`,
      [s.chargeRef, order?.id ?? null, s.method, s.amount, s.currency, reason, now],
    );
    // Only possible without an order to lock (a payment id we do not know): the racing twin recorded it.
    if (!due) {
      await record(undefined, 'duplicate');
      return { outcome: 'refund', reason };
    }
    await closeAttempt(order?.id);
    await record(order?.id, reason === 'amount_mismatch' || reason === 'unknown_order' ? reason : 'refund');
    logged = {
      payment_id: s.paymentId ?? order?.payment_id,
      order: order?.order_number,
      reason,
      method: s.method,
      amount: s.amount,
      currency: s.currency,
      charge: s.chargeRef,
      refund: due.id,
    };
    return { outcome: 'refund', reason, ...(order ? { order } : {}), refundId: due.id };
  });
  // Logged once the refund is on record: an operator sees every payment no order could keep.
  if (logged)
    ctx.log.error(
      logged,
      `payment refused (${String(logged.reason)}): money taken for order ${String(logged.order ?? logged.payment_id)} is refunded`,
    );
  return settled;
}

/**
 * The order becomes paid by this charge: its row, the charge, the plan applied to the SIM, the receipt
 * in the order's language. Runs inside settleCharge's transaction, with the order locked and unpaid.
 */
async function applyPayment(tx: Db, order: OrderRow, s: ChargeToSettle, nowMs: number, origin: string): Promise<OrderRow> {
  const [paid] = await tx.query<OrderRow>(
    `UPDATE orders SET status = 'paid', paid_at = $2, payment_method = $3 WHERE id = $1 AND status = 'unpaid' RETURNING ${ORDER_COLUMNS}`,
    [order.id, new Date(nowMs), s.method],
  );
  if (!paid) throw new Error(`order ${order.id} was not unpaid under its lock`);
  await tx.query('INSERT INTO charges (order_id, amount, currency, method, provider_ref, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    paid.id,
    s.amount,
    s.currency,
    s.method,
    s.chargeRef,
    new Date(nowMs),
  ]);
  const [sim] = await tx.query<{ iccid: string; expiry_date: Date | null }>(
    paid.plan_gb !== null
      ? 'UPDATE sims SET data_total_mb = data_total_mb + $2 * 1024 WHERE id = $1 RETURNING iccid, expiry_date'
      : `UPDATE sims SET expiry_date = expiry_date + make_interval(days => $2) WHERE id = $1 RETURNING iccid, expiry_date`,
    [paid.sim_id, paid.plan_gb ?? paid.plan_days],
  );
  const user = await findUserById(tx, paid.user_id);
  if (user && sim) {
    const mail = receiptMail(paid.language, {
      name: user.full_name,
      orderNumber: paid.order_number,
      plan: planName(paid.language, paid),
      price: paid.price,
      tax: paid.tax,
      method: s.method,
      paidOn: japanDate(nowMs),
      iccid: sim.iccid,
      expiry: sim.expiry_date ? japanDate(sim.expiry_date.getTime()) : null,
      link: `${origin}/login?lng=${paid.language}`,
      receiptLink: `${origin}/order-history/receipt/${paid.payment_id}?lng=${paid.language}`,
    });
    await enqueueMail(tx, { to: user.email, ...mail }, nowMs);
  }
  return paid;
}
