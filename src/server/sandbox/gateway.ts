import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { SANDBOX_WALLETS, SandboxDecision, type Language, type PaymentMethodName } from '@/contract';
import type { AppEnv, Deps } from '@/server/context';
import { japanDate } from '@/server/domain/japan-time';
import { findOrderByPaymentId, type OrderRow } from '@/server/domain/orders';
import { portalOrigin } from '@/server/http/portal-origin';
import { expireOverdueOrders } from '@/server/jobs/order-deadlines';
import { PAGE_TEXTS } from './page-texts';
import { messagePage, smartpitPage, walletPage } from './payment-pages';
import { walletApproval } from './wallet-approval';

/** Where the gateway's pages live, on its own origin: `/wallet/<method>/<payment_id>`, `/smartpit/<payment_id>`. */
export const GATEWAY_PATHS = { wallet: '/wallet', smartpit: '/smartpit' } as const;

/** The portal's return URL for an order (on PUBLIC_URL): the completed screen, which follows the order. */
export const returnUrlFor = (publicUrl: string, paymentId: string) =>
  `${publicUrl}/ordercompleted?paymentId=${encodeURIComponent(paymentId)}`;

/**
 * The gateway's policy, as a real wallet's: nothing may frame it (frame-ancestors 'none' and
 * X-Frame-Options DENY), no script, its forms post to itself; a decision's redirect goes back to the
 * merchant, whose origin form-action must name for the browser to follow it. Its pages name an empty
 * data: icon, so no browser asks for /favicon.ico.
 */
export const gatewayPolicy = (merchantOrigin: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${merchantOrigin}; frame-ancestors 'none'; base-uri 'none'`;

/**
 * The sandbox wallet and convenience-store gateway (decision 0059), served by main.ts on an origin
 * of its own (another port), never by the portal's: the portal reaches it only as customers reach a
 * real one, through the auto-submitting form of make payment (wallets) or the slip's address, and
 * the gateway sends them back by the return URL. Approve/Decline, "Simulate payment at the store"
 * and "Let it expire" decide here; an approval takes the money in the provider's books and notifies
 * the merchant as a real wallet does (wallet-approval.ts).
 */
export function sandboxGateway(deps: Deps) {
  const { db, config } = deps;
  const publicUrl = portalOrigin(config);
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', gatewayPolicy(new URL(publicUrl).origin));
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    c.res.headers.set('Cache-Control', 'no-store');
  });

  const html = (c: Context, status: ContentfulStatusCode, body: string) =>
    c.body(body, status, { 'Content-Type': 'text/html; charset=utf-8' });
  const validId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);
  /** The merchant's return URL as the request names it, if it is on the merchant's own address; else the order's own. */
  function returnUrl(asked: unknown, paymentId: string): string {
    if (typeof asked === 'string' && asked.startsWith(`${publicUrl}/`)) {
      try {
        return new URL(asked).href;
      } catch {
        // fall through
      }
    }
    return returnUrlFor(publicUrl, paymentId);
  }

  type Checked = { order: OrderRow; lng: Language } | { refusal: Response };
  /** The order a page is about, if it is one this wallet (or the store) may still take money for. */
  async function payable(c: Context, method: string, paymentId: string, back: string): Promise<Checked> {
    const found = validId(paymentId) ? await findOrderByPaymentId(db, paymentId) : undefined;
    // The deadline ends the order here too, timer or not (decision 0022).
    if (found) await expireOverdueOrders(db, config.now(), { orderId: found.id }, () => publicUrl);
    const order = found && (await findOrderByPaymentId(db, paymentId));
    const lng: Language = order?.language ?? 'en';
    const t = PAGE_TEXTS[lng];
    if (order?.status === 'cancelled' && order.cancel_reason === 'deadline')
      return { refusal: html(c, 410, messagePage(lng, t.expired, back)) };
    if (!order || order.status === 'cancelled' || order.payment_method !== method)
      return { refusal: html(c, 404, messagePage(lng, t.notFound, order ? back : undefined)) };
    if (order.status === 'paid') return { refusal: html(c, 409, messagePage(lng, t.alreadyPaid, back)) };
    return { order, lng };
  }

  const approve = walletApproval(deps);
  const REFUSED = { already_paid: [409, 'alreadyPaid'], not_found: [404, 'notFound'], expired: [410, 'expired'] } as const;

  /**
   * approve → the wallet takes the money and notifies us (wallet-approval.ts), back to the shop;
   * decline → nothing changes (the slip's decline lets it expire), back to the shop.
   */
  async function decide(c: Context, method: PaymentMethodName, paymentId: string): Promise<Response> {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const back = returnUrl(form.return_url, paymentId);
    const parsed = v.safeParse(SandboxDecision, form);
    if (parsed.success && parsed.output.decision === 'approve') {
      const { outcome, lng } = await approve(method, paymentId);
      if (outcome === 'approved') return c.redirect(back, 303);
      const [status, text] = REFUSED[outcome];
      return html(c, status, messagePage(lng, PAGE_TEXTS[lng][text], back));
    }
    const checked = await payable(c, method, paymentId, back);
    if ('refusal' in checked) return checked.refusal;
    const { order, lng } = checked;
    const t = PAGE_TEXTS[lng];
    if (!parsed.success) return html(c, 400, messagePage(lng, 'decision must be approve or decline', back));
    if (method !== 'smartpit') return html(c, 200, messagePage(lng, t.declined, back));
    // The slip's "Let it expire": the deadline is now, and the order ends as any overdue one does.
    await db.query(`UPDATE orders SET due_at = $2 WHERE id = $1 AND status = 'unpaid'`, [order.id, new Date(config.now())]);
    await expireOverdueOrders(db, config.now(), { orderId: order.id }, () => publicUrl);
    return c.redirect(back, 303);
  }

  const isWallet = (m: string): m is (typeof SANDBOX_WALLETS)[number] => (SANDBOX_WALLETS as readonly string[]).includes(m);
  const notFound = (c: Context) => html(c, 404, messagePage('en', PAGE_TEXTS.en.notFound));

  // The merchant's auto-submitting form lands here; the page itself is then read with GET, so Back
  // and reload show it again instead of asking to send the form once more.
  app.post(`${GATEWAY_PATHS.wallet}/:method/:payment_id`, async (c) => {
    const method = c.req.param('method');
    const paymentId = c.req.param('payment_id');
    if (!isWallet(method) || !validId(paymentId)) return notFound(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const back = returnUrl(form.return_url, paymentId);
    const checked = await payable(c, method, paymentId, back);
    if ('refusal' in checked) return checked.refusal;
    return c.redirect(`${paymentId}?return_url=${encodeURIComponent(back)}`, 303);
  });
  app.get(`${GATEWAY_PATHS.wallet}/:method/:payment_id`, async (c) => {
    const method = c.req.param('method');
    const paymentId = c.req.param('payment_id');
    if (!isWallet(method)) return notFound(c);
    const back = returnUrl(c.req.query('return_url'), paymentId);
    const checked = await payable(c, method, paymentId, back);
    if ('refusal' in checked) return checked.refusal;
    // Relative: the decision follows wherever the gateway is reached.
    return html(c, 200, walletPage(checked.lng, checked.order, `${checked.order.payment_id}/decision`, back));
  });
  app.post(`${GATEWAY_PATHS.wallet}/:method/:payment_id/decision`, async (c) => {
    const method = c.req.param('method');
    if (!isWallet(method)) return notFound(c);
    return decide(c, method, c.req.param('payment_id'));
  });

  app.get(`${GATEWAY_PATHS.smartpit}/:payment_id`, async (c) => {
    const paymentId = c.req.param('payment_id');
    const back = returnUrl(c.req.query('return_url'), paymentId);
    const checked = await payable(c, 'smartpit', paymentId, back);
    if ('refusal' in checked) return checked.refusal;
    const { order, lng } = checked;
    // A slip exists only after the final purchase gave the order its number and deadline.
    if (!order.smartpit_number || !order.due_at) return html(c, 404, messagePage(lng, PAGE_TEXTS[lng].notFound, back));
    const slip = { ...order, smartpit_number: order.smartpit_number, deadline: japanDate(order.due_at.getTime()) };
    return html(c, 200, smartpitPage(lng, slip, `${order.payment_id}/decision`, back));
  });
  app.post(`${GATEWAY_PATHS.smartpit}/:payment_id/decision`, (c) => decide(c, 'smartpit', c.req.param('payment_id')));

  app.notFound((c) => notFound(c));
  return app;
}
