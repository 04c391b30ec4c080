import { ApiError } from '../http/errors';
import type { PaymentNotification } from '../ops/seams';
import { askProvider, type PaymentContext } from './pay';
import { refundNow } from './refunds';
import { settleCharge } from './settle';

/**
 * A notification from the payment provider that a wallet or store payment went through (POST
 * /api/payments/notify; the sandbox's own pages hand theirs in directly). The provider's module checks
 * the signature; every genuine one is then recorded and settled (domain/settle.ts): it pays the order,
 * or, when the order was cancelled, is past its deadline or was paid already, the money is refunded
 * and the customer told by mail (docs/decisions/0063). A notification whose amount or currency is not
 * the order's pays nothing: it is refused (422 E0071), recorded, and refunded.
 */
export type NotificationAnswer = { status: 'paid' } | { status: 'refunded' };

const EXTERNAL = ['alipay', 'wechat', 'unionpay', 'smartpit'];

function wellFormed(n: PaymentNotification): boolean {
  return (
    typeof n.paymentId === 'string' &&
    n.paymentId.length > 0 &&
    n.paymentId.length <= 200 &&
    EXTERNAL.includes(n.method) &&
    typeof n.providerRef === 'string' &&
    n.providerRef.length > 0 &&
    n.providerRef.length <= 200 &&
    Number.isSafeInteger(n.amount) &&
    n.amount > 0 &&
    typeof n.currency === 'string' &&
    /^[A-Z]{3}$/.test(n.currency)
  );
}

export async function acceptNotification(ctx: PaymentContext, req: { headers: Record<string, string>; body: string }): Promise<NotificationAnswer> {
  const n = await askProvider(() => ctx.provider.completion(req));
  if ('refused' in n) {
    ctx.log.warn({ reason: n.refused }, 'payment notification refused');
    throw new ApiError('E0055', { message: `The payment notification was refused: ${n.refused}` });
  }
  // The module read it; what it read must still be a payment we can put on record.
  if (!wellFormed(n)) {
    ctx.log.error({ notification: JSON.stringify(n).slice(0, 500) }, 'payment notification without a usable order, method, reference, amount or currency');
    throw new ApiError('E0055', { message: 'The payment notification was refused: it lacks an order, method, reference, amount or currency.' });
  }
  const settled = await settleCharge(ctx, { paymentId: n.paymentId, chargeRef: n.providerRef, amount: n.amount, currency: n.currency, method: n.method, notification: n });
  if (settled.refundId) await refundNow(ctx, settled.refundId);
  if (settled.outcome !== 'refund') return { status: 'paid' };
  if (settled.reason === 'amount_mismatch') throw new ApiError('E0071');
  if (settled.reason === 'unknown_order') throw new ApiError('E0010');
  return { status: 'refunded' };
}
