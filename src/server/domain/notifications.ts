import type { PaymentNotification } from '@/server/ops/seams';
import { accept, refuse, type Outcome } from './outcome';
import { askProvider } from './pay';
import type { PaymentContext } from './payment-context';
import { refundNow } from './refunds';
import { settleCharge } from './settle';

/**
 * A notification from the payment provider that a wallet or store payment went through (POST
 * /api/payments/notify; the sandbox's own pages hand theirs in directly). The provider's module checks
 * the signature; every genuine one is then recorded and settled (domain/settle.ts): it pays the order,
 * or, when the order was cancelled, is past its deadline or was paid already, the money is refunded
 * and the customer told by mail (docs/decisions/0063). A notification whose amount or currency is not
 * the order's pays nothing: it is refused (E0071), recorded, and refunded. A notification the provider's
 * module refuses, or that names no usable payment, is refused with E0055.
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

export async function acceptNotification(
  ctx: PaymentContext,
  req: { headers: Record<string, string>; body: string },
): Promise<Outcome<NotificationAnswer>> {
  const read = await askProvider(() => ctx.provider.completion(req));
  if (!read.ok) return read;
  const n = read.value;
  if ('refused' in n) {
    ctx.log.warn({ reason: n.refused }, 'payment notification refused');
    return refuse('E0055', { message: `The payment notification was refused: ${n.refused}` });
  }
  // The module read it; what it read must still be a payment we can put on record.
  if (!wellFormed(n)) {
    ctx.log.error(
      { notification: JSON.stringify(n).slice(0, 500) },
      'payment notification without a usable order, method, reference, amount or currency',
    );
    return refuse('E0055', { message: 'The payment notification was refused: it lacks an order, method, reference, amount or currency.' });
  }
  const settled = await settleCharge(ctx, {
    paymentId: n.paymentId,
    chargeRef: n.providerRef,
    amount: n.amount,
    currency: n.currency,
    method: n.method,
    notification: n,
  });
  if (settled.refundId) await refundNow(ctx, settled.refundId);
  if (settled.outcome !== 'refund') return accept({ status: 'paid' });
  if (settled.reason === 'amount_mismatch') return refuse('E0071');
  if (settled.reason === 'unknown_order') return refuse('E0010');
  return accept({ status: 'refunded' });
}
