import { Hono } from 'hono';
import type { AppEnv, Deps } from '@/server/context';
import { acceptNotification } from '@/server/domain/notifications';
import { paymentContext } from '@/server/domain/payment-context';
import { portalOrigin } from '@/server/http/portal-origin';
import { orRefuse } from '@/server/http/refusal';

/**
 * POST /api/payments/notify: the payment provider tells us a wallet or store payment went through.
 * The provider module (Deps.seams.payment.completion) checks the notification is genuinely the
 * provider's (its signature) and reads the order, the reference, the amount and the currency; the
 * money then becomes that order's payment (once, however often the provider repeats it), or, when the
 * order can no longer take it, a refund (domain/notifications.ts, docs/decisions/0063).
 */
export function paymentNotifyRoutes(deps: Deps) {
  const payments = paymentContext({
    db: deps.db,
    config: deps.config,
    provider: deps.seams.payment,
    origin: () => portalOrigin(deps.config),
    log: deps.log,
  });
  const app = new Hono<AppEnv>();
  app.post('/payments/notify', async (c) => {
    const body = await c.req.text();
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, key) => (headers[key] = value));
    return c.json(orRefuse(await acceptNotification(payments, { headers, body })));
  });
  return app;
}
