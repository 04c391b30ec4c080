import { ERROR_CODES, type Language, type PaymentMethodName } from '@/contract';
import type { Deps } from '@/server/context';
import { acceptNotification } from '@/server/domain/notifications';
import { findOrderByPaymentId, type OrderRow } from '@/server/domain/orders';
import { paymentContext } from '@/server/domain/payment-context';
import { portalOrigin } from '@/server/http/portal-origin';
import { expireOverdueOrders } from '@/server/jobs/order-deadlines';
import { chargeWallet, signedNotification } from './provider-books';

/**
 * "Approve" on the sandbox wallet page (or "pay" at the store), as a real wallet does it: the wallet
 * knows the order it was sent for, its amount and its deadline, not whether the customer cancelled at
 * our end meanwhile. It takes the money once per order (its books, provider-books.ts), then notifies
 * the merchant through the same path as a real provider's signed notification (domain/notifications.ts),
 * which pays the order or refunds the money. A notification lost with a killed process is found by the
 * reconciliation job, which asks the provider (lookup) about the order's open attempt.
 */
export type Approval = { outcome: 'approved' | 'already_paid' | 'not_found' | 'expired'; lng: Language };

export function walletApproval(deps: Deps) {
  const { db, config } = deps;
  const payments = paymentContext({ db, config, provider: deps.seams.payment, origin: () => portalOrigin(config), log: deps.log });
  return async function approve(method: PaymentMethodName, paymentId: string): Promise<Approval> {
    const found = /^[A-Za-z0-9_-]{1,64}$/.test(paymentId) ? await findOrderByPaymentId(db, paymentId) : undefined;
    // The deadline ends the order here too, timer or not (decision 0022): the wallet's session ends with it.
    if (found) await expireOverdueOrders(db, config.now(), { orderId: found.id }, () => portalOrigin(config));
    const order: OrderRow | undefined = found && (await findOrderByPaymentId(db, paymentId));
    const lng: Language = order?.language ?? 'en';
    if (!order || order.payment_method !== method) return { outcome: 'not_found', lng };
    if (order.cancel_reason === 'deadline' || (order.due_at && order.due_at.getTime() <= config.now())) return { outcome: 'expired', lng };
    const { charge, fresh } = await chargeWallet(db, { method, paymentId, amount: order.price }, config.now());
    if (!fresh) return { outcome: 'already_paid', lng };
    await payments.pause('after-charge');
    // The money is taken whatever the merchant answered; the reconciliation job settles it.
    const notAccepted = (err: string) =>
      payments.log.warn({ payment_id: paymentId, err }, 'sandbox wallet: the notification was not accepted');
    try {
      const answer = await acceptNotification(
        payments,
        signedNotification({
          paymentId,
          method: method as Exclude<PaymentMethodName, 'credit_card'>,
          providerRef: charge.id,
          amount: charge.amount,
          currency: charge.currency,
        }),
      );
      if (!answer.ok) notAccepted(`${answer.code}: ${answer.message ?? ERROR_CODES[answer.code].message}`);
    } catch (err) {
      notAccepted(String(err));
    }
    return { outcome: 'approved', lng };
  };
}
