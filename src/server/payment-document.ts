import { createHash } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import type { AppEnv } from './context';

/**
 * The wallet provider's page (make payment's html_content) as a document of its own (spec §2
 * payment-external "renders the content and runs its scripts", decision 0059). The portal posts the
 * stored HTML here from /payment-external; the answer is that HTML, top level in the same tab, under a
 * policy of its own:
 *   - `sandbox allow-scripts allow-forms`: the document has an opaque origin, so nothing in it can
 *     read the portal's IndexedDB, storage or cookies, call the API with them, or open a window;
 *   - inline script runs only if its hash is that of a script (or event handler) of THIS HTML;
 *   - everything else it may load, post a form to or connect to: the provider's configured origins.
 * The portal's own policy (script-src 'self', form-action 'self') is not touched.
 */
export const PAYMENT_DOCUMENT_PATH = '/payment-external';
/** Far above any gateway's auto-submitting form (a few kB); the body is checked before it is read. */
export const MAX_DOCUMENT_BYTES = 256 * 1024;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

type Node = T.ChildNode | T.Document | T.DocumentFragment;

/** Every inline script and inline event handler of `html`, hashed as a browser hashes them for CSP. */
export function inlineScriptHashes(html: string): { scripts: string[]; handlers: string[] } {
  const scripts = new Set<string>();
  const handlers = new Set<string>();
  // parse5 parses as browsers do (the HTML standard's tree construction), so the text hashed here is
  // the text the browser will hash: no entity decoding in <script>, CRLF already folded to LF.
  const visit = (node: Node) => {
    if ('tagName' in node) {
      for (const attr of node.attrs) if (/^on/i.test(attr.name)) handlers.add(sha256(attr.value));
      if (node.tagName === 'script' && !node.attrs.some((a) => a.name === 'src')) {
        scripts.add(sha256(node.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('')));
      }
      if (node.tagName === 'template' && 'content' in node) visit(node.content as T.DocumentFragment);
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return { scripts: [...scripts], handlers: [...handlers] };
}

/**
 * The document's policy: its own scripts by hash, the provider's origins for everything else, and
 * the site's icon, which WebKit and Firefox ask for at the document's address whatever it says.
 */
export function paymentDocumentPolicy(html: string, providerOrigins: readonly string[], icon?: string): string {
  const { scripts, handlers } = inlineScriptHashes(html);
  const origins = providerOrigins.join(' ');
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ') || "'none'";
  return [
    // First, so securityHeaders keeps this policy instead of the portal's.
    "default-src 'none'",
    'sandbox allow-scripts allow-forms',
    `script-src ${list(...scripts, ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : []), origins)}`,
    `style-src ${list("'unsafe-inline'", origins)}`,
    `img-src ${list('data:', origins, icon ?? '')}`,
    `font-src ${list(origins)}`,
    `connect-src ${list(origins)}`,
    `frame-src ${list(origins)}`,
    `form-action ${list(origins)}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Only the portal's own page may ask for a document: a page of another site posting its own HTML here
 * would show it under the portal's address. Browsers send Sec-Fetch-Site; older ones send Origin.
 */
function fromThePortal(headers: { site?: string | undefined; origin?: string | undefined; host?: string | undefined }): boolean {
  if (headers.site) return headers.site === 'same-origin';
  if (!headers.origin || !headers.host) return false;
  try {
    return new URL(headers.origin).host === headers.host;
  } catch {
    return false;
  }
}

const refusal = (status: 400 | 403 | 413, text: string) =>
  new Response(`<!doctype html><meta charset="utf-8"><title>${text}</title><p>${text}</p>`, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'Cache-Control': 'no-store',
    },
  });

/** POST /payment-external on the server that serves the portal (the combined server and portal-only). */
export function mountPaymentDocument(app: Hono<AppEnv>, providerOrigins: () => readonly string[]): void {
  const limit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: MAX_DOCUMENT_BYTES,
    onError: () => refusal(413, 'The payment page is too large.'),
  });
  app.post(PAYMENT_DOCUMENT_PATH, limit, async (c) => {
    if (!fromThePortal({ site: c.req.header('Sec-Fetch-Site'), origin: c.req.header('Origin'), host: c.req.header('Host') })) {
      return refusal(403, 'Open the payment from the portal.');
    }
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const html = form.html;
    if (typeof html !== 'string' || !html.trim()) return refusal(400, 'No payment page was sent.');
    return c.body(html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': paymentDocumentPolicy(html, providerOrigins(), `${new URL(c.req.url).origin}/favicon.ico`),
      // A sandboxed document with an opener policy is refused by the browser (HTML standard); it has
      // an opaque origin of its own anyway, and opens nothing (no allow-popups).
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Cache-Control': 'no-store',
    });
  });
}
