import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { outboxTo } from './customers';
import { createHarness, DAY, T0, type Harness } from './harness';
import {
  activeCustomer,
  buy,
  cardToken,
  charges,
  orderRow,
  PLAN,
  simTotals,
  VISA_3DS_FAIL,
  VISA_DECLINED,
  VISA_OK,
  useShopperHarness,
} from './shoppers';

let h: Harness;
useShopperHarness((created) => (h = created));

/** Runs a provider script as a browser would (a fresh global, fetch to our app), returning its window. */
async function loadScript(name: string) {
  const res = await h.request('GET', `/api/sandbox/provider/${name}`);
  const tkn = { value: '' };
  const window: Record<string, any> = {};
  const fetch = (url: string, init: RequestInit) => h.app.request(new URL(url).pathname, init);
  const document = {
    currentScript: { src: `http://localhost/api/sandbox/provider/${name}` },
    getElementById: (id: string) => (id === 'tkn' ? tkn : null),
  };
  runInNewContext(res.body, { window, document, fetch, URL, JSON, Promise });
  return { window, tkn };
}

function tokenCreate(cp: any, params: Record<string, string>): Promise<[string, string]> {
  return new Promise((resolve) => cp.TokenCreate(params, (code: string, msg: string) => resolve([code, msg])));
}

const card = (cn: string, more: Record<string, string> = {}) => ({
  aid: '000001',
  cn,
  ed: '3012',
  fn: 'TARO',
  ln: 'YAMADA',
  cvv: '123',
  ...more,
});

describe('the provider scripts', () => {
  it('are classic scripts, cacheable for a day, under the portal policy', async () => {
    for (const name of ['cptoken.js', 'threeds.js']) {
      const res = await h.request('GET', `/api/sandbox/provider/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(res.body).not.toMatch(/\beval\(|new Function|import\s/);
    }
  });

  it('CPToken.TokenCreate writes the token into #tkn and calls back Success', async () => {
    const { window, tkn } = await loadScript('cptoken.js');
    expect(await tokenCreate(window.CPToken, card(VISA_OK))).toEqual(['Success', '']);
    expect(tkn.value).toMatch(/^tok_/);
    const [row] = await h.db.query<Record<string, unknown>>(
      'SELECT last4, brand, exp_month, exp_year, holder, threeds FROM provider_tokens WHERE token = $1',
      [tkn.value],
    );
    expect(row).toEqual({ last4: '1111', brand: 'Visa', exp_month: '12', exp_year: '2030', holder: 'TARO YAMADA', threeds: 'pending' });
  });

  it('declines 4000000000000002 at tokenisation and refuses bad numbers, expired cards and missing fields', async () => {
    const { window, tkn } = await loadScript('cptoken.js');
    expect(await tokenCreate(window.CPToken, card(VISA_DECLINED))).toEqual(['E61010', 'This card was declined.']);
    expect((await tokenCreate(window.CPToken, card('4111111111111112')))[0]).toBe('E61002');
    expect((await tokenCreate(window.CPToken, card(VISA_OK, { ed: '2604' })))[0]).toBe('Success'); // valid through the end of its month (T0 is April 2026)
    expect(await tokenCreate(window.CPToken, card(VISA_OK, { ed: '2603' }))).toEqual(['E61003', 'The card has expired.']);
    expect((await tokenCreate(window.CPToken, card(VISA_OK, { ed: '2613' })))[0]).toBe('E61003');
    expect((await tokenCreate(window.CPToken, card(VISA_OK, { cvv: '12' })))[0]).toBe('E61004');
    expect((await tokenCreate(window.CPToken, card(VISA_OK, { cn: '' })))[0]).toBe('E61001');
    expect((await tokenCreate(window.CPToken, card('6011111111111117')))[0]).toBe('E61005');
    tkn.value = '';
    await tokenCreate(window.CPToken, card(VISA_DECLINED));
    expect(tkn.value).toBe('');
  });

  it('ThreeDSAdapter.authenticate resolves Success, or Failure for 4000000000009995 and unknown tokens', async () => {
    const { window } = await loadScript('threeds.js');
    const auth = (tkn: string) => window.ThreeDSAdapter.authenticate({ tkn, aid: '000001', am: 0, tx: 0, sf: 0 });
    expect(await auth(await cardToken(h, VISA_OK, { threeDS: false }))).toEqual({ resultCode: 'Success' });
    expect(await auth(await cardToken(h, VISA_3DS_FAIL, { threeDS: false }))).toEqual({
      resultCode: 'Failure',
      errMsg: 'Authentication failed',
    });
    expect(await auth('tok_unknown')).toEqual({ resultCode: 'Failure', errMsg: 'Authentication failed' });
    const stale = await cardToken(h, VISA_OK, { threeDS: false });
    h.clock.advance(30 * 60 * 1000);
    expect((await auth(stale)).resultCode).toBe('Failure');
  });

  it('stores no card number anywhere: every column of every table is searched', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    for (const cn of [VISA_OK, VISA_DECLINED, VISA_3DS_FAIL]) await h.request('POST', '/api/sandbox/provider/tokens', card(cn));
    await h.post('payments/reg_payment', { tkn: await cardToken(h), payment_method: 0, credit: true, payment_id: pid }, me.auth);
    await h.post('payments/confirm', { payment_id: pid }, me.auth);
    const tables = await h.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['orders', 'charges', 'saved_cards', 'provider_tokens', 'outbox']));
    for (const { name } of tables) {
      for (const cn of [VISA_OK, VISA_DECLINED, VISA_3DS_FAIL]) {
        const rows = await h.db.query(`SELECT 1 FROM "${name}" AS r WHERE r::text LIKE $1`, [`%${cn}%`]);
        expect(rows, `${name} holds ${cn}`).toEqual([]);
      }
    }
  });

  it('are not there in production mode', async () => {
    const prod = await createHarness({ config: { mode: 'production' } });
    try {
      for (const [m, p] of [
        ['GET', 'provider/cptoken.js'],
        ['GET', 'provider/threeds.js'],
        ['POST', 'provider/tokens'],
        ['GET', 'wallet/alipay/pi_x'],
        ['GET', 'smartpit/pi_x'],
      ]) {
        expect((await prod.request(m!, `/api/sandbox/${p}`, m === 'POST' ? card(VISA_OK) : undefined)).status).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});

/** A customer's order registered for `method` and sent to its page (make payment). */
async function offlineOrder(method: 1 | 2 | 3 | 4, lng = 'en') {
  const me = await activeCustomer(h);
  const pid = await buy(h, me, PLAN.data3, lng);
  await h.post(`${lng}/payments/reg_payment`, { payment_method: method, credit: false, payment_id: pid }, me.auth);
  const made = await h.post(`${lng}/payments`, { payment_id: pid }, me.auth);
  return { me, pid, made: made.body };
}

/** A press of a button on the gateway's page (its own origin, sandbox/gateway.ts). */
const decide = (path: string, decision: string) =>
  h.gateway.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  });
const gatewayPage = async (path: string) => {
  const res = await h.gateway.request(path);
  return { status: res.status, body: await res.text(), headers: res.headers };
};

/** What a real wallet's page sends (by hand, not from gateway.ts): unframeable, script-free, back to the merchant only. */
const GATEWAY_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' http://localhost:3000; frame-ancestors 'none'; base-uri 'none'";
const RETURN = (pid: string) => `http://localhost:3000/ordercompleted?paymentId=${pid}`;

/** The auto-submitting form of make payment, as a browser would send it: its action and fields. */
function submitted(html: string): { action: string; body: string } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, k, v]) => [
    k!,
    v!.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n))),
  ]);
  return { action, body: new URLSearchParams(fields).toString() };
}

describe('the wallet pages (the sandbox gateway, its own origin)', () => {
  it('are reached by the auto-submitting form, refuse every frame, and show merchant, amount and order number with approve and decline', async () => {
    const { pid, made } = await offlineOrder(2, 'ja');
    const { action, body } = submitted(made.html_content);
    expect(action).toBe(`http://localhost:3001/wallet/alipay/${pid}`);
    const posted = await h.gateway.request(new URL(action).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    // Post, then redirect, then get: Back and reload on the wallet's page do not send the form again.
    expect(posted.status).toBe(303);
    const res = await gatewayPage(`/wallet/alipay/${posted.headers.get('location')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(GATEWAY_CSP);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const number = (await h.db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE payment_id = $1', [pid]))[0]!
      .order_number;
    expect(res.body).toContain('￥1,480');
    expect(res.body).toContain(number);
    expect(res.body).toContain('<form method="post" action="');
    expect(res.body).toContain('value="approve"');
    expect(res.body).toContain('value="decline"');
    expect(res.body).toContain('支払いを承認する');
    expect(res.body).toContain(`<a href="${RETURN(pid).replace(/&/g, '&#38;').replace(/=/g, '=')}">`);
    expect(res.body).not.toMatch(/<script/i);
  });

  it('pay the order once on approve (effects and receipt) and send the customer back; decline changes nothing and offers the way back', async () => {
    const { me, pid } = await offlineOrder(3);
    const before = await simTotals(h.db, me.id);
    const declined = await decide(`/wallet/wechat/${pid}/decision`, 'decline');
    const page = await declined.text();
    expect([declined.status, page]).toEqual([200, expect.stringContaining('Payment declined')]);
    expect(page).toContain(`href="${RETURN(pid)}"`);
    expect((await orderRow(h.db, pid)).status).toBe('unpaid');

    const approved = await decide(`/wallet/wechat/${pid}/decision`, 'approve');
    expect([approved.status, approved.headers.get('location')]).toEqual([303, RETURN(pid)]);
    expect((await h.get(`payments?id=${pid}`, me.auth)).body.status).toBe('paid');
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb + 3 * 1024);
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);

    expect((await decide(`/wallet/wechat/${pid}/decision`, 'approve')).status).toBe(409);
    expect((await gatewayPage(`/wallet/wechat/${pid}`)).status).toBe(409);
    expect(await charges(h.db, pid)).toBe(1);
  });

  it('send the customer back only to the portal (PUBLIC_URL), whatever return URL a form names', async () => {
    const { pid } = await offlineOrder(4);
    const post = (returnUrl: string) =>
      h.gateway.request(`/wallet/unionpay/${pid}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ decision: 'decline', return_url: returnUrl }).toString(),
      });
    for (const foreign of ['https://evil.example/ordercompleted', 'http://localhost:3000.evil.example/x', 'javascript:alert(1)']) {
      expect(await (await post(foreign)).text()).toContain(`href="${RETURN(pid)}"`);
    }
  });

  it("do not know other wallets' orders, unknown orders or methods", async () => {
    const { pid } = await offlineOrder(4);
    for (const path of [`alipay/${pid}`, 'unionpay/pi_nope', `paypal/${pid}`])
      expect((await gatewayPage(`/wallet/${path}`)).status).toBe(404);
    expect((await decide(`/wallet/alipay/${pid}/decision`, 'approve')).status).toBe(404);
    expect((await decide(`/wallet/unionpay/${pid}/decision`, 'maybe')).status).toBe(400);
    expect((await orderRow(h.db, pid)).status).toBe('unpaid');
  });

  it("are not on the portal's origin at all", async () => {
    const { pid } = await offlineOrder(2);
    for (const path of [`/api/sandbox/wallet/alipay/${pid}`, `/wallet/alipay/${pid}`])
      expect((await h.request('GET', path)).status).toBe(404);
  });
});

describe('the convenience-store slip (the sandbox gateway)', () => {
  it('shows number, amount and deadline; pays once on approve, back to the portal', async () => {
    const { me, pid, made } = await offlineOrder(1);
    const url = new URL(made.smartpit_url);
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:3001/smartpit/${pid}`);
    expect(url.searchParams.get('return_url')).toBe(RETURN(pid));
    const slip = await gatewayPage(`${url.pathname}${url.search}`);
    const row = await orderRow(h.db, pid);
    expect(slip.status).toBe(200);
    expect(slip.headers.get('x-frame-options')).toBe('DENY');
    expect(slip.headers.get('content-security-policy')).toBe(GATEWAY_CSP);
    expect(slip.body).toContain(row.smartpit_number);
    expect(slip.body).toContain('￥1,480');
    expect(slip.body).toContain('2026/04/04'); // T0 + 3 days, Japan time
    expect(slip.body).toContain('Simulate payment at the store');
    expect(slip.body).toContain('Let it expire');
    const results = await Promise.all([1, 2, 3].map(() => decide(`/smartpit/${pid}/decision`, 'approve')));
    expect(results.map((r) => r.status).sort()).toEqual([303, 409, 409]);
    expect(await charges(h.db, pid)).toBe(1);
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);
  });

  it('cannot be paid after its deadline', async () => {
    const { pid } = await offlineOrder(1);
    h.clock.now = T0 + 3 * DAY + 1000;
    expect((await gatewayPage(`/smartpit/${pid}`)).status).toBe(410);
    expect((await decide(`/smartpit/${pid}/decision`, 'approve')).status).toBe(410);
    // The deadline ended it (decision 0022): cancelled for that reason, never charged.
    expect((await orderRow(h.db, pid)).status).toBe('cancelled');
    expect(await charges(h.db, pid)).toBe(0);
  });
});
