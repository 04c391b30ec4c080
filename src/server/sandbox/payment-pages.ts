import type { Language, PaymentMethodName } from '../../contract';
import { paymentMethodLabel } from '../mail/receipt-mail';
import { MERCHANT, PAGE_TEXTS } from './page-texts';

/**
 * HTML of the sandbox wallets and convenience store. No script anywhere: the portal shows the wallet
 * in a sandboxed frame under a policy without inline script, and these pages need none (plain forms).
 */
export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

/**
 * The pages' own Content-Security-Policy. It starts with default-src 'none', which the security-header
 * middleware keeps; frame-ancestors 'self' lets the portal (same origin) frame them, nothing else.
 */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

/**
 * PAGE_CSP with the page's own origin named in form-action: in the portal's sandboxed frame the page
 * has an opaque origin, and WebKit then matches no form action against 'self' (issue 13).
 */
export const pageCsp = (origin: string) => PAGE_CSP.replace("form-action 'self'", `form-action 'self' ${origin}`);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2937}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b7280}dd{margin:0;font-weight:600}' +
  'form{display:inline-block;margin:1rem .5rem 0 0}button{font-size:1rem;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #9ca3af;background:#fff}' +
  'button[value=approve]{background:#2563eb;color:#fff;border-color:#2563eb}small{color:#6b7280}';

function page(lng: Language, title: string, body: string, head = `<style>${STYLE}</style>`): string {
  return `<!doctype html><html lang="${lng === 'tw' ? 'zh-TW' : lng === 'zh' ? 'zh-CN' : lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>${head}</head><body>${body}</body></html>`;
}

/**
 * make payment's html_content: a link on to the wallet. The portal shows it in a sandboxed frame
 * without scripts, where a meta refresh would be refused; the customer follows the link. No inline
 * style either: a srcdoc frame lives under the portal's own policy (style-src 'self').
 */
export function walletRedirectHtml(lng: Language, method: PaymentMethodName, url: string): string {
  const label = esc(PAGE_TEXTS[lng].continueTo(paymentMethodLabel(lng, method)));
  return page(lng, label, `<p><a href="${esc(url)}">${label}</a></p>`, '');
}

export interface PageOrder {
  order_number: string;
  price: number;
  payment_method: PaymentMethodName | null;
}

function details(lng: Language, o: PageOrder, extra: [string, string][] = []): string {
  const t = PAGE_TEXTS[lng];
  const rows: [string, string][] = [[t.merchant, MERCHANT], [t.amount, yen(o.price)], [t.orderNumber, o.order_number], ...extra];
  return `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;
}

function decisionForms(action: string, approve: string, decline: string): string {
  const form = (value: string, label: string) =>
    `<form method="post" action="${esc(action)}"><button type="submit" name="decision" value="${value}">${esc(label)}</button></form>`;
  return form('approve', approve) + form('decline', decline);
}

export function walletPage(lng: Language, o: PageOrder, action: string): string {
  const t = PAGE_TEXTS[lng];
  const name = paymentMethodLabel(lng, o.payment_method ?? 'alipay');
  return page(lng, name, `<h1>${esc(name)}</h1>${details(lng, o)}${decisionForms(action, t.approve, t.decline)}<p><small>${esc(t.sandboxNote)}</small></p>`);
}

export function smartpitPage(lng: Language, o: PageOrder & { smartpit_number: string; deadline: string }, action: string): string {
  const t = PAGE_TEXTS[lng];
  const extra: [string, string][] = [[t.smartpitNumber, o.smartpit_number], [t.deadline, o.deadline]];
  return page(lng, t.slipTitle, `<h1>${esc(t.slipTitle)}</h1>${details(lng, o, extra)}${decisionForms(action, t.simulateStore, t.letExpire)}<p><small>${esc(t.sandboxNote)}</small></p>`);
}

/** An outcome or a refusal: one sentence, in a heading a screen reader announces first. */
export function messagePage(lng: Language, message: string): string {
  return page(lng, message, `<h1>${esc(message)}</h1>`);
}
