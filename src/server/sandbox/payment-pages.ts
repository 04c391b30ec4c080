import type { Language, PaymentMethodName } from '@/contract';
import { paymentMethodLabel } from '@/server/mail/receipt-mail';
import { MERCHANT, PAGE_TEXTS } from './page-texts';
import { formatYen } from '@/server/domain/money';

/**
 * HTML of the sandbox gateway (sandbox/gateway.ts): the auto-submitting form that make payment hands
 * the portal, the wallets' and the convenience store's pages, and their one-sentence outcomes. The
 * pages themselves are plain forms without script, as the gateway's policy wants.
 */
export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2937}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6b7280}dd{margin:0;font-weight:600}' +
  'form{display:inline-block;margin:1rem .5rem 0 0}button{font-size:1rem;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #9ca3af;background:#fff}' +
  'button[value=approve]{background:#2563eb;color:#fff;border-color:#2563eb}small{color:#6b7280}a{color:#1d4ed8}';

function page(lng: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${lng === 'tw' ? 'zh-TW' : lng === 'zh' ? 'zh-CN' : lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');

/**
 * make payment's html_content, as real wallet gateways send it: a form to the gateway's origin that
 * an inline script submits at once (the button is there for the moment it takes, and for anyone
 * whose script did not run). The script holds no address, so its hash is the same wherever the
 * gateway lives.
 */
export function walletRedirectHtml(lng: Language, method: PaymentMethodName, action: string, fields: Record<string, string>): string {
  const t = PAGE_TEXTS[lng];
  const name = paymentMethodLabel(lng, method);
  const form = `<form id="gateway" method="post" action="${esc(action)}">${hidden(fields)}<p>${esc(t.takingYou(name))}</p><button type="submit">${esc(t.continueTo(name))}</button></form>`;
  return page(lng, name, `${form}<script>document.getElementById('gateway').submit();</script>`);
}

export interface PageOrder {
  order_number: string;
  price: number;
  payment_method: PaymentMethodName | null;
}

function details(lng: Language, o: PageOrder, extra: [string, string][] = []): string {
  const t = PAGE_TEXTS[lng];
  const rows: [string, string][] = [[t.merchant, MERCHANT], [t.amount, formatYen(o.price)], [t.orderNumber, o.order_number], ...extra];
  return `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;
}

function decisionForms(action: string, returnUrl: string, approve: string, decline: string): string {
  const form = (value: string, label: string) =>
    `<form method="post" action="${esc(action)}">${hidden({ return_url: returnUrl })}<button type="submit" name="decision" value="${value}">${esc(label)}</button></form>`;
  return form('approve', approve) + form('decline', decline);
}

const backLink = (lng: Language, returnUrl: string | undefined) =>
  returnUrl ? `<p><a href="${esc(returnUrl)}">${esc(PAGE_TEXTS[lng].returnToShop)}</a></p>` : '';

export function walletPage(lng: Language, o: PageOrder, action: string, returnUrl: string): string {
  const t = PAGE_TEXTS[lng];
  const name = paymentMethodLabel(lng, o.payment_method ?? 'alipay');
  return page(
    lng,
    name,
    `<h1>${esc(name)}</h1>${details(lng, o)}${decisionForms(action, returnUrl, t.approve, t.decline)}${backLink(lng, returnUrl)}<p><small>${esc(t.sandboxNote)}</small></p>`,
  );
}

export function smartpitPage(
  lng: Language,
  o: PageOrder & { smartpit_number: string; deadline: string },
  action: string,
  returnUrl: string,
): string {
  const t = PAGE_TEXTS[lng];
  const extra: [string, string][] = [
    [t.smartpitNumber, o.smartpit_number],
    [t.deadline, o.deadline],
  ];
  return page(
    lng,
    t.slipTitle,
    `<h1>${esc(t.slipTitle)}</h1>${details(lng, o, extra)}${decisionForms(action, returnUrl, t.simulateStore, t.letExpire)}${backLink(lng, returnUrl)}<p><small>${esc(t.sandboxNote)}</small></p>`,
  );
}

/** An outcome or a refusal: one sentence, in a heading a screen reader announces first, and the way back to the shop. */
export function messagePage(lng: Language, message: string, returnUrl?: string): string {
  return page(lng, message, `<h1>${esc(message)}</h1>${backLink(lng, returnUrl)}`);
}
