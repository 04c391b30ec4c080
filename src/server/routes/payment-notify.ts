import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { findOrderByPaymentId } from '../domain/orders';
import { payOrder } from '../domain/pay';
import { ApiError } from '../http/errors';
import { portalOrigin } from '../http/portal-origin';

/**
 * POST /api/payments/notify: the payment provider tells us a wallet or store payment went through.
 * The provider module (Deps.seams.payment.completion) checks the notification is genuinely the
 * provider's (its signature) and names the order; the order is then paid through the one
 * exactly-once path (domain/pay.ts), so a repeated notification pays nothing twice.
 */
export function paymentNotifyRoutes(deps: Deps) {
  const { db, config } = deps;
  const provider = deps.seams.payment;
  const app = new Hono<AppEnv>();
  app.post('/payments/notify', async (c) => {
    const body = await c.req.text();
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, key) => (headers[key] = value));
    const done = await provider.completion({ headers, body });
    if ('refused' in done) throw new ApiError('E0055', { message: `The payment notification was refused: ${done.refused}` });
    const order = await findOrderByPaymentId(db, done.paymentId);
    if (!order) throw new ApiError('E0010');
    const paid = await payOrder(db, { orderId: order.id, nowMs: config.now(), method: done.method, origin: portalOrigin(config), provider, providerRef: done.providerRef });
    // Already paid by an earlier notification (providers retry until they get a 2xx): fine.
    const now = paid ?? (await findOrderByPaymentId(db, done.paymentId));
    if (now?.status !== 'paid') throw new ApiError('E0031');
    return c.json({ status: 'paid' });
  });
  return app;
}
