import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { ProviderThreeDSRequest, ProviderTokenRequest, SANDBOX_API, SANDBOX_WALLETS, SandboxDecision, type Language, type PaymentMethodName } from '../../contract';
import type { AppEnv, Deps } from '../context';
import { japanDate } from '../domain/japan-time';
import { findOrderByPaymentId, type OrderRow } from '../domain/orders';
import { expireOverdueOrders } from '../jobs/order-deadlines';
import { noQuery, readJson } from '../http/validate';
import { authenticate, createToken } from './card-provider';
import { PAGE_TEXTS } from './page-texts';
import { messagePage, pageCsp, smartpitPage, walletPage } from './payment-pages';
import { CPTOKEN_JS, SCRIPT_HEADERS, THREEDS_JS } from './provider-scripts';
import { walletApproval } from './wallet-approval';

const sub = (path: string) => path.replace('sandbox', '');
/** Public script paths (app.ts lets them be cached like public media). */
export const PROVIDER_SCRIPT_PATHS = [`/api/${SANDBOX_API.cardTokenScript}`, `/api/${SANDBOX_API.threeDSScript}`];

/**
 * The sandbox payment provider: card tokenisation and 3-D Secure behind the provider's scripts, and
 * the pages of the wallets and the convenience store with approve / decline. Mounted inside the
 * sandbox routes, so production mode answers 404 to all of it.
 */
export function sandboxPaymentRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.get(sub(SANDBOX_API.cardTokenScript), (c) => c.body(CPTOKEN_JS, 200, SCRIPT_HEADERS));
  app.get(sub(SANDBOX_API.threeDSScript), (c) => c.body(THREEDS_JS, 200, SCRIPT_HEADERS));

  // The one endpoint that receives card numbers. It answers with a result code, as the provider does.
  app.post(sub(SANDBOX_API.providerTokens), async (c) => {
    noQuery(c);
    return c.json(await createToken(db, await readJson(c, ProviderTokenRequest), config.now()));
  });
  app.post(sub(SANDBOX_API.providerThreeDS), async (c) => {
    noQuery(c);
    return c.json(await authenticate(db, (await readJson(c, ProviderThreeDSRequest)).tkn, config.now()));
  });

  // Form actions are relative (<payment_id>/decision): they follow wherever the API is mounted.
  const html = (c: Context, status: ContentfulStatusCode, body: string) =>
    c.body(body, status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': pageCsp(new URL(c.req.url).origin) });

  type Checked = { order: OrderRow; lng: Language } | { refusal: Response };
  /** The order a page is about, if it is one this wallet (or the store) may still take money for. */
  async function payable(c: Context, method: string, paymentId: string): Promise<Checked> {
    const found = /^[A-Za-z0-9_-]{1,64}$/.test(paymentId) ? await findOrderByPaymentId(db, paymentId) : undefined;
    // The deadline ends the order here too, timer or not (decision 0022).
    if (found) await expireOverdueOrders(db, config.now(), { orderId: found.id });
    const order = found && (await findOrderByPaymentId(db, paymentId));
    const lng: Language = order?.language ?? 'en';
    const t = PAGE_TEXTS[lng];
    if (order?.status === 'cancelled' && order.cancel_reason === 'deadline') return { refusal: html(c, 410, messagePage(lng, t.expired)) };
    if (!order || order.status === 'cancelled' || order.payment_method !== method) return { refusal: html(c, 404, messagePage(lng, t.notFound)) };
    if (order.status === 'paid') return { refusal: html(c, 409, messagePage(lng, t.alreadyPaid)) };
    return { order, lng };
  }

  const approve = walletApproval(deps);
  const APPROVAL_PAGE = { approved: [200, 'approved'], already_paid: [409, 'alreadyPaid'], not_found: [404, 'notFound'], expired: [410, 'expired'] } as const;

  /** approve → the wallet takes the money and notifies us (wallet-approval.ts); decline → nothing changes. */
  async function decide(c: Context, method: PaymentMethodName, paymentId: string): Promise<Response> {
    const form = await c.req.parseBody().catch(() => ({}));
    const decision = v.safeParse(SandboxDecision, form);
    if (decision.success && decision.output.decision === 'approve') {
      const { outcome, lng } = await approve(method, paymentId);
      const [status, text] = APPROVAL_PAGE[outcome];
      return html(c, status, messagePage(lng, PAGE_TEXTS[lng][text]));
    }
    const checked = await payable(c, method, paymentId);
    if ('refusal' in checked) return checked.refusal;
    const { order, lng } = checked;
    const t = PAGE_TEXTS[lng];
    if (!v.safeParse(SandboxDecision, form).success) return html(c, 400, messagePage(lng, 'decision must be approve or decline'));
    if (method !== 'smartpit') return html(c, 200, messagePage(lng, t.declined));
    // The slip's "Let it expire": the deadline is now, and the order ends as any overdue one does.
    await db.query(`UPDATE orders SET due_at = $2 WHERE id = $1 AND status = 'unpaid'`, [order.id, new Date(config.now())]);
    await expireOverdueOrders(db, config.now(), { orderId: order.id });
    return html(c, 200, messagePage(lng, t.expired));
  }

  const isWallet = (m: string): m is (typeof SANDBOX_WALLETS)[number] => (SANDBOX_WALLETS as readonly string[]).includes(m);
  const walletBase = sub(SANDBOX_API.wallet);
  app.get(`${walletBase}/:method/:payment_id`, async (c) => {
    const method = c.req.param('method');
    if (!isWallet(method)) return html(c, 404, messagePage('en', PAGE_TEXTS.en.notFound));
    const checked = await payable(c, method, c.req.param('payment_id'));
    if ('refusal' in checked) return checked.refusal;
    return html(c, 200, walletPage(checked.lng, checked.order, `${checked.order.payment_id}/decision`));
  });
  app.post(`${walletBase}/:method/:payment_id/decision`, async (c) => {
    const method = c.req.param('method');
    if (!isWallet(method)) return html(c, 404, messagePage('en', PAGE_TEXTS.en.notFound));
    return decide(c, method, c.req.param('payment_id'));
  });

  const slipBase = sub(SANDBOX_API.smartpit);
  app.get(`${slipBase}/:payment_id`, async (c) => {
    const checked = await payable(c, 'smartpit', c.req.param('payment_id'));
    if ('refusal' in checked) return checked.refusal;
    const { order, lng } = checked;
    // A slip exists only after the final purchase gave the order its number and deadline.
    if (!order.smartpit_number || !order.due_at) return html(c, 404, messagePage(lng, PAGE_TEXTS[lng].notFound));
    const slip = { ...order, smartpit_number: order.smartpit_number, deadline: japanDate(order.due_at.getTime()) };
    return html(c, 200, smartpitPage(lng, slip, `${order.payment_id}/decision`));
  });
  app.post(`${slipBase}/:payment_id/decision`, (c) => decide(c, 'smartpit', c.req.param('payment_id')));

  return app;
}
