import { randomBytes } from 'node:crypto';
import type { PaymentMethodName } from '../../contract';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { receiptMail } from '../mail/receipt-mail';
import { enqueueMail } from '../mail/outbox';
import type { PaymentProvider } from '../ops/seams';
import { japanDate } from './japan-time';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import { planName } from './plans';
import { findUserById } from './users';

/**
 * Paying an order, exactly once, whoever gets there: the final purchase, "pay" on the history, a
 * wallet's approval, the convenience store. One transaction: the conditional UPDATE … WHERE
 * status = 'unpaid' RETURNING decides the winner (under READ COMMITTED a racing UPDATE waits for the
 * first, re-reads the row and no longer matches; PGlite runs transactions one at a time), and only the
 * winner charges, applies the plan and writes the receipt. A failed charge throws and rolls it all back.
 * charges.order_id is UNIQUE as a second line of defence.
 */
export interface PayRequest {
  orderId: number;
  nowMs: number;
  /** Only this method may pay it (a wallet page pays only orders registered for that wallet). */
  method?: PaymentMethodName;
  /** Origin for the portal link in the receipt. */
  origin: string;
  /** The configured payment provider (a seam): it charges card orders. */
  provider: PaymentProvider;
  /** The provider's reference of a wallet or store payment it told us about (its notification). */
  providerRef?: string;
}

/**
 * A call to the payment provider. If it fails (down, timed out) the customer is told to try again:
 * our transaction rolls back, and the retry's same idempotency key makes the provider charge once.
 */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('E0056', { cause: err });
  }
}

/** The paid order to the one caller that paid it; undefined to everyone else (already paid, cancelled, no method). */
export async function payOrder(db: Db, r: PayRequest): Promise<OrderRow | undefined> {
  return db.tx(async (tx) => {
    const [order] = await tx.query<OrderRow>(
      `UPDATE orders SET status = 'paid', paid_at = $2
        WHERE id = $1 AND status = 'unpaid' AND payment_method IS NOT NULL AND ($3::text IS NULL OR payment_method = $3)
          AND (due_at IS NULL OR due_at > $2)
        RETURNING ${ORDER_COLUMNS}`,
      [r.orderId, new Date(r.nowMs), r.method ?? null],
    );
    if (!order) return undefined;
    const method = order.payment_method!;
    let ref: string | undefined;
    if (method === 'credit_card') {
      // One charge per order and card: a retry after a lost answer charges once, another card anew.
      const token = order.card_token;
      const charged = token ? await askProvider(() => r.provider.charge({ token, amountYen: order.price, idempotencyKey: `${order.payment_id}:${token}` })) : undefined;
      // Thrown, not returned: the rollback undoes the UPDATE above, so the order stays unpaid.
      if (!charged || !('chargeId' in charged)) throw new ApiError('E0027', { message: 'The card could not be charged. Please register the card again.' });
      ref = charged.chargeId;
    } else {
      // Wallets and the store pay at their end: their reference, else one of ours (the sandbox's pages).
      ref = r.providerRef ?? `${method}_${randomBytes(12).toString('base64url')}`;
    }
    await tx.query('INSERT INTO charges (order_id, amount, method, provider_ref, created_at) VALUES ($1, $2, $3, $4, $5)', [order.id, order.price, method, ref, new Date(r.nowMs)]);
    const [sim] = await tx.query<{ iccid: string; expiry_date: Date | null }>(
      order.plan_gb !== null
        ? 'UPDATE sims SET data_total_mb = data_total_mb + $2 * 1024 WHERE id = $1 RETURNING iccid, expiry_date'
        : `UPDATE sims SET expiry_date = expiry_date + make_interval(days => $2) WHERE id = $1 RETURNING iccid, expiry_date`,
      [order.sim_id, order.plan_gb ?? order.plan_days],
    );
    const user = await findUserById(tx, order.user_id);
    if (user && sim) {
      const mail = receiptMail(order.language, {
        name: user.full_name,
        orderNumber: order.order_number,
        plan: planName(order.language, order),
        price: order.price,
        tax: order.tax,
        method,
        paidOn: japanDate(r.nowMs),
        iccid: sim.iccid,
        expiry: sim.expiry_date ? japanDate(sim.expiry_date.getTime()) : null,
        link: `${r.origin}/login?lng=${order.language}`,
      });
      await enqueueMail(tx, { to: user.email, ...mail }, r.nowMs);
    }
    return order;
  });
}
