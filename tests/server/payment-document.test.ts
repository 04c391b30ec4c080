import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '@/server/context';
import { canonicalHost } from '@/server/http/canonical-host';
import { securityHeaders } from '@/server/http/security-headers';
import { mountPaymentDocument } from '@/server/payment-document';
import { parseCsp, strictPolicyProblems } from '../csp-rules';

/**
 * The wallet page's own document (decision 0059) and the one address of the portal (decision 0060),
 * on the server that serves the portal. Expectations are written by hand: the hashes are computed
 * here from the script text, the way CSP defines them.
 */
const GATEWAY = 'http://127.0.0.1:4001';
const PORTAL_POLICY_ORIGINS = ['https://tokens.pay.example'];
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function server() {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders({ providerOrigins: PORTAL_POLICY_ORIGINS }));
  app.use('*', canonicalHost('http://localhost:4000', 0));
  mountPaymentDocument(app, () => [GATEWAY]);
  app.get('*', (c) => c.html('<!doctype html><title>portal</title>'));
  return app;
}

const SUBMIT = "document.getElementById('gateway').submit();";
const WALLET = `<form id="gateway" method="post" action="${GATEWAY}/wallet/alipay/pi_1"><input type="hidden" name="return_url" value="http://localhost:4000/ordercompleted?paymentId=pi_1"></form><script>${SUBMIT}</script>`;
const fromPortal = { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:4000', Host: 'localhost:4000' };
const post = (app: Hono<AppEnv>, html: string | undefined, headers: Record<string, string> = fromPortal) =>
  app.request('http://localhost:4000/payment-external', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: html === undefined ? '' : new URLSearchParams({ html }).toString(),
  });

describe('the wallet page as a document of its own', () => {
  it('answers the HTML as posted, top level, sandboxed to an opaque origin, its own inline script allowed by hash and the gateway for everything else', async () => {
    const res = await post(server(), WALLET);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(WALLET);
    const csp = parseCsp(res.headers.get('content-security-policy')!);
    expect(csp.get('sandbox')).toEqual(['allow-scripts', 'allow-forms']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual([hash(SUBMIT), GATEWAY]);
    expect(csp.get('form-action')).toEqual([GATEWAY]);
    expect(csp.get('connect-src')).toEqual([GATEWAY]);
    // The site's icon, which WebKit and Firefox ask for at the document's own address.
    expect(csp.get('img-src')).toEqual(['data:', GATEWAY, 'http://localhost:4000/favicon.ico']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // Never framed, never cached; no opener policy (a sandboxed document with one is refused by the browser).
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  it('allows the inline scripts and handlers of this HTML only, hashed as the browser reads them', async () => {
    const html = `<body onload="document.forms[0].submit()"><script>var a = "&amp;";\r\nvar b = 1;</script><script src="${GATEWAY}/x.js"></script><template><script>t()</script></template></body>`;
    const csp = parseCsp((await post(server(), html)).headers.get('content-security-policy')!);
    // No entity decoding inside <script>, CRLF read as LF (the HTML standard's input stream).
    expect(csp.get('script-src')).toEqual([
      hash('var a = "&amp;";\nvar b = 1;'),
      hash('t()'),
      "'unsafe-hashes'",
      hash('document.forms[0].submit()'),
      GATEWAY,
    ]);
    const plain = parseCsp((await post(server(), '<p>no script</p>')).headers.get('content-security-policy')!);
    expect(plain.get('script-src')).toEqual([GATEWAY]);
    for (const [name, sources] of plain)
      expect([name, sources.filter((s) => s === '*' || s === "'unsafe-eval'" || s === 'http:' || s === 'https:')]).toEqual([name, []]);
  });

  it("is refused to any page but the portal's own, so no other site can show its HTML at the portal's address", async () => {
    const app = server();
    expect(
      (await post(app, WALLET, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example', Host: 'localhost:4000' })).status,
    ).toBe(403);
    expect(
      (await post(app, WALLET, { 'Sec-Fetch-Site': 'same-site', Origin: 'http://localhost:4001', Host: 'localhost:4000' })).status,
    ).toBe(403);
    // Browsers without Fetch Metadata: the Origin decides.
    expect((await post(app, WALLET, { Origin: 'https://evil.example', Host: 'localhost:4000' })).status).toBe(403);
    expect((await post(app, WALLET, { Host: 'localhost:4000' })).status).toBe(403);
    expect((await post(app, WALLET, { Origin: 'http://localhost:4000', Host: 'localhost:4000' })).status).toBe(200);
    const refused = await post(app, WALLET, { 'Sec-Fetch-Site': 'cross-site', Host: 'localhost:4000' });
    expect(await refused.text()).not.toContain('gateway');
  });

  it('refuses an empty or oversized page', async () => {
    const app = server();
    expect((await post(app, undefined)).status).toBe(400);
    expect((await post(app, '   ')).status).toBe(400);
    expect((await post(app, `<p>${'x'.repeat(300 * 1024)}</p>`)).status).toBe(413);
  });

  it("leaves the portal's own policy as strict as it was", async () => {
    const res = await server().request('http://localhost:4000/payment-external?paymentId=pi_1', { headers: { Host: 'localhost:4000' } });
    expect(strictPolicyProblems(res.headers.get('content-security-policy')!, PORTAL_POLICY_ORIGINS)).toEqual([]);
    expect(parseCsp(res.headers.get('content-security-policy')!).get('form-action')).toEqual(["'self'"]);
  });
});

describe('one address for the portal (PUBLIC_URL)', () => {
  it('sends a page asked for under another name of the server to PUBLIC_URL, path and query kept', async () => {
    const res = await server().request('http://127.0.0.1:4000/ordercompleted?paymentId=pi_1', { headers: { Host: '127.0.0.1:4000' } });
    expect([res.status, res.headers.get('location')]).toEqual([307, 'http://localhost:4000/ordercompleted?paymentId=pi_1']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const same = await server().request('http://localhost:4000/login', { headers: { Host: 'localhost:4000' } });
    expect(same.status).toBe(200);
  });

  it('leaves the API, the health checks and anything but GET and HEAD to the host they were asked under', async () => {
    for (const path of ['/api/en/faq/list', '/healthz', '/readyz']) {
      expect((await server().request(`http://127.0.0.1:4000${path}`, { headers: { Host: '127.0.0.1:4000' } })).status, path).not.toBe(307);
    }
    const doc = await post(server(), WALLET, { 'Sec-Fetch-Site': 'same-origin', Host: '127.0.0.1:4000' });
    expect(doc.status).toBe(200);
  });

  it('behind a trusted proxy reads X-Forwarded-Host, and without it redirects nothing (no loop through a proxy that rewrites Host)', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', canonicalHost('https://portal.example', 1));
    app.get('*', (c) => c.text('page'));
    const via = (headers: Record<string, string>) => app.request('http://10.0.0.5:3000/topPage', { headers });
    expect((await via({ Host: '10.0.0.5:3000' })).status).toBe(200);
    expect((await via({ Host: '10.0.0.5:3000', 'X-Forwarded-Host': 'portal.example' })).status).toBe(200);
    const other = await via({ Host: '10.0.0.5:3000', 'X-Forwarded-Host': 'www.portal.example' });
    expect([other.status, other.headers.get('location')]).toEqual([307, 'https://portal.example/topPage']);
  });
});
