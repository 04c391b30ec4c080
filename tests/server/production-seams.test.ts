/**
 * Decision 0047: in production every outside system is the operator's own module. The real
 * API (a child process, `API_MODE=production`) runs with the test's modules for payment, eSIM
 * provisioning and usage (tests/server/ops-seams/, each call recorded in a file), and customers use
 * it through the HTTP API: a card purchase is charged by the test's provider, an eSIM is ordered from
 * the test's SM-DP+ (DownloadOrder, then ConfirmOrder) and its activation code is the one that SM-DP+
 * made, the usage figures are the test's usage source's, a wallet payment completes when the
 * provider notifies it. The sandbox's card provider is never touched: it made no token, no charge.
 */
import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, fetch as undiciFetch, type RequestInit } from 'undici';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createPgliteDb } from '@/server/db/client';
import { TEST_CLIENT_IP_HEADER } from '@/server/http/client-ip';
import { startApi, type ApiProcess } from './api-process';
import { pgliteDataDirFromTemplate, validRegistration } from './harness';
import { sign } from './ops-seams/payment';
import { mimeParts, mimeSubject, startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * A new connection per request: on a machine this busy, a kept-alive socket the server is closing at
 * that moment would be reused and reset (ECONNRESET), which no customer's browser would report as ours.
 */
const oneShot = new Agent({ pipelining: 0 });
const fetch = (url: string, init: RequestInit = {}) => undiciFetch(url, { ...init, dispatcher: oneShot });

const DAY = 24 * 3600 * 1000;
/** Physical SIM data plans as the price list says (spec §9: yen, 10% tax included). */
const PLAN_3GB = { id: 103, gb: 3, priceYen: 1480, taxYen: 134 };
const PLAN_1GB = { id: 101, gb: 1, priceYen: 550 };
/** What the test's usage source says every line has used (ops-seams/usage.ts): 1536 MB. */
const USED_GB = 1.5;

interface Call {
  seam: string;
  call: string;
  args: Record<string, unknown>;
}

const PASSWORD = 'Secret123!';
const people = { buyer: { email: '', iccid: '' }, esim: { email: '', iccid: '' } };
let dir: string;
let recordFile: string;
let smtp: SmtpSink;
let api: ApiProcess;

/** Two customers registered before production started: one whose physical SIM is in use, one with a new eSIM. */
async function prepareDatabase(): Promise<void> {
  const db = await createPgliteDb({ dataDir: dir });
  try {
    const app = createApp({ db, config: loadConfig({}, { rateLimitScale: 1000 }) });
    // The sandbox mailbox answers loopback only.
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_CLIENT_IP_HEADER]: '127.0.0.1' },
      body: JSON.stringify(body),
    });
    for (const [who, type] of [
      ['buyer', 'physical_sim'],
      ['esim', 'astro_esim'],
    ] as const) {
      const sim = (await (await app.request('/api/sandbox/sims', json({ type }))).json()) as { iccid: string; activation_code: string };
      const body = validRegistration(sim.activation_code, { password: PASSWORD });
      const res = await app.request('/api/ja/auth/register', json(body));
      if (res.status !== 202) throw new Error(`register: ${res.status} ${await res.text()}`);
      // Two-step registration (decision 0044): the link from the sandbox mailbox (written just after
      // the answer), then confirm.
      let token: string | undefined;
      for (let tries = 0; !token && tries < 100; tries++) {
        const mail = await (
          await app.request(`/api/sandbox/mail?to=${encodeURIComponent(body.email as string)}`, {
            headers: { [TEST_CLIENT_IP_HEADER]: '127.0.0.1' },
          })
        ).text();
        token = /confirmRegistration\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
        if (!token) await new Promise((r) => setTimeout(r, 50));
      }
      const confirmed = await app.request('/api/ja/auth/register_confirm', json({ token, password: body.password }));
      if (confirmed.status !== 201) throw new Error(`register_confirm: ${confirmed.status} ${await confirmed.text()}`);
      people[who] = { email: body.email as string, iccid: sim.iccid };
    }
    // The sandbox's relay would have sent these; none runs in this process, production's must not.
    await db.query('UPDATE outbox SET sent_at = now()');
    // The physical SIM has been in use for five days of thirty (what activation would have done).
    const now = Date.now();
    await db.query(`UPDATE sims SET ac_status = 'using', sc_status = 'activated', start_date = $2, expiry_date = $3 WHERE iccid = $1`, [
      people.buyer.iccid,
      new Date(now - 5 * DAY),
      new Date(now + 25 * DAY),
    ]);
  } finally {
    await db.close();
  }
}

const calls = (): Call[] =>
  readFileSync(recordFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Call);

async function call<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api.baseUrl}/api/${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function login(who: keyof typeof people): Promise<{ token: string; simId: number }> {
  const res = await call<{ access_token: string; sc_id: number }>('POST', 'en/auth/login', {
    email: people[who].email,
    password: PASSWORD,
  });
  expect(res.status).toBe(200);
  return { token: res.body.access_token, simId: res.body.sc_id };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'production-seams-'));
  await pgliteDataDirFromTemplate(dir);
  await prepareDatabase();
  recordFile = join(dir, 'seam-calls.jsonl');
  smtp = await startSmtpSink();
  // A built portal of one page: enough to see what the server writes into its pages.
  const dist = join(dir, 'dist');
  await mkdir(dist);
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body></body></html>');
  api = await startApi({
    DIST_DIR: dist,
    API_MODE: 'production',
    TOKEN_SECRET: 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eUx1Qa',
    RECEIPT_SELLER_NAME: '株式会社テスト通信',
    RECEIPT_SELLER_ADDRESS: '東京都港区芝公園4-2-8',
    INVOICE_REGISTRATION_NUMBER: 'T7010001234567',
    PUBLIC_URL: 'https://portal.example.jp',
    DATA_DIR: dir,
    // One process on an embedded database: fine for this test, an exception production must name.
    PRODUCTION_ALLOW: 'embedded-database',
    SMTP_URL: smtp.url,
    PAYMENT_PROVIDER_MODULE: './tests/server/ops-seams/payment.ts',
    SIM_BACKEND_MODULE: './tests/server/ops-seams/sim-backend.ts',
    USAGE_SOURCE_MODULE: './tests/server/ops-seams/usage.ts',
    OPS_SEAMS_RECORD: recordFile,
    // The reconciliation job looks at open attempts 6 s old (a request's call window is 2 s).
    PAYMENT_RECONCILE_AFTER_SECONDS: '6',
  });
}, 90_000);

afterAll(async () => {
  await api?.stop();
  await smtp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('production with the operator’s own modules', () => {
  it(
    'login → buy 3 GB by card → paid: the test’s provider took the token and charged ¥1,480, tax included',
    { timeout: 30_000 },
    async () => {
      const { token, simId } = await login('buyer');
      const plans = await call<{ plan: { id: number; size: number; price: number }[] }>(
        'GET',
        `en/plans/data_recharge?id=${simId}`,
        undefined,
        token,
      );
      expect(plans.status).toBe(200);
      expect(plans.body.plan.find((p) => p.id === PLAN_3GB.id)).toMatchObject({ size: PLAN_3GB.gb, price: PLAN_3GB.priceYen });

      const bought = await call<{ payment_id: string }>('POST', 'en/plans/recharge', { id: simId, plan_id: PLAN_3GB.id }, token);
      expect(bought.status).toBe(200);
      const paymentId = bought.body.payment_id;
      // What the provider's scripts hand the portal after tokenising the card and passing 3-D Secure.
      const tkn = `ttok_4242_ok_${Date.now()}`;
      const reg = await call('POST', 'en/payments/reg_payment', { tkn, payment_method: 0, credit: false, payment_id: paymentId }, token);
      expect(reg.status).toBe(200);
      const confirmed = await call<{ status: string; price: number; tax: number }>(
        'POST',
        'en/payments/confirm',
        { payment_id: paymentId },
        token,
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        status: 'paid',
        price: PLAN_3GB.priceYen,
        tax: PLAN_3GB.taxYen,
        total_price: PLAN_3GB.priceYen,
      });
      expect((await call<{ status: string }>('GET', `en/payments?id=${paymentId}`, undefined, token)).body.status).toBe('paid');

      const payment = calls().filter((c) => c.seam === 'payment');
      expect(payment.map((c) => c.call)).toEqual(['takeToken', 'charge']);
      expect(payment[0]!.args).toEqual({ token: tkn });
      expect(payment[1]!.args).toMatchObject({ token: tkn, amountYen: PLAN_3GB.priceYen });
      expect(String(payment[1]!.args.idempotencyKey)).toContain(paymentId);
      // A token the test's provider did not make is refused: nothing else is asked to vouch for it.
      const other = await call<{ payment_id: string }>('POST', 'en/plans/recharge', { id: simId, plan_id: PLAN_1GB.id }, token);
      const refused = await call<{ code: string }>(
        'POST',
        'en/payments/reg_payment',
        { tkn: 'tok_from_the_sandbox', payment_method: 0, credit: false, payment_id: other.body.payment_id },
        token,
      );
      expect([refused.status, refused.body.code]).toEqual([400, 'E0027']);
    },
  );

  it(
    'a lost answer from the provider: the customer is told to try again (500 E0056), and the retry charges once',
    { timeout: 30_000 },
    async () => {
      const { token, simId } = await login('buyer');
      const bought = await call<{ payment_id: string }>('POST', 'en/plans/recharge', { id: simId, plan_id: PLAN_1GB.id }, token);
      const paymentId = bought.body.payment_id;
      expect(
        (
          await call(
            'POST',
            'en/payments/reg_payment',
            { tkn: `ttok_4242_ok_${Date.now()}_slow`, payment_method: 0, credit: false, payment_id: paymentId },
            token,
          )
        ).status,
      ).toBe(200);
      const first = await call<{ code: string }>('POST', 'en/payments/confirm', { payment_id: paymentId }, token);
      expect([first.status, first.body.code]).toEqual([500, 'E0056']);
      expect((await call<{ status: string }>('GET', `en/payments?id=${paymentId}`, undefined, token)).body.status).toBe('unpaid');
      // The customer tries again ("in a moment" while the first call could still be on its way).
      let again = await call<{ status: string; code?: string }>('POST', 'en/payments/confirm', { payment_id: paymentId }, token);
      for (let tries = 0; again.status === 500 && again.body.code === 'E0056' && tries < 40; tries++) {
        await new Promise((r) => setTimeout(r, 250));
        again = await call('POST', 'en/payments/confirm', { payment_id: paymentId }, token);
      }
      expect([again.status, again.body.status]).toEqual([200, 'paid']);
      const keys = calls()
        .filter((c) => c.call === 'charge' && String(c.args.idempotencyKey).startsWith(paymentId))
        .map((c) => c.args.idempotencyKey);
      // One key however the retry found the charge (the same key again, or a lookup): one charge.
      expect(new Set(keys).size).toBe(1);
    },
  );

  it(
    'a charge whose answer was lost and a customer who never comes back: the reconciliation job asks the provider, and the order is paid (or, cancelled meanwhile, refunded)',
    { timeout: 60_000 },
    async () => {
      const { token, simId } = await login('buyer');
      const lostOrder = async (tag: string) => {
        const pid = (await call<{ payment_id: string }>('POST', 'en/plans/recharge', { id: simId, plan_id: PLAN_1GB.id }, token)).body
          .payment_id;
        expect(
          (
            await call(
              'POST',
              'en/payments/reg_payment',
              { tkn: `ttok_4242_ok_${Date.now()}${tag}_slow`, payment_method: 0, credit: false, payment_id: pid },
              token,
            )
          ).status,
        ).toBe(200);
        // The provider charged; its answer never reached us.
        const first = await call<{ code: string }>('POST', 'en/payments/confirm', { payment_id: pid }, token);
        expect([first.status, first.body.code]).toEqual([500, 'E0056']);
        return pid;
      };
      const kept = await lostOrder('kept');
      const dropped = await lostOrder('dropped');
      const numbers = await Promise.all(
        [kept, dropped].map(
          async (pid) => (await call<{ order_number: string }>('GET', `en/payments?id=${pid}`, undefined, token)).body.order_number,
        ),
      );
      expect((await call('POST', 'en/payments/cancel', { payment_id: dropped }, token)).status).toBe(200);
      // Nobody retries: within PAYMENT_RECONCILE_AFTER_SECONDS (and a run of the job) the money has a home.
      await expect
        .poll(async () => (await call<{ status: string }>('GET', `en/payments?id=${kept}`, undefined, token)).body.status, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe('paid');
      await expect.poll(() => calls().filter((c) => c.call === 'refund').length, { timeout: 30_000, interval: 250 }).toBe(1);
      const lookups = calls()
        .filter((c) => c.call === 'lookup')
        .map((c) => String(c.args.paymentId));
      expect(lookups).toEqual(expect.arrayContaining([kept, dropped]));
      const refund = calls().find((c) => c.call === 'refund')!.args;
      expect([refund.amountYen, refund.currency, refund.reason]).toEqual([PLAN_1GB.priceYen, 'JPY', 'cancelled']);
      const ours = () => smtp.messages.map((m) => mimeSubject(m.raw)).filter((t) => numbers.some((n) => t.includes(n)));
      await expect.poll(() => ours().length, { timeout: 30_000, interval: 200 }).toBe(2);
      expect(ours().filter((t) => t.startsWith('Payment received'))).toHaveLength(1);
      expect(ours().filter((t) => t.startsWith('Your payment has been refunded'))).toHaveLength(1);
    },
  );

  it('a wallet payment goes to the provider’s page and is paid when the provider notifies it (signed)', { timeout: 30_000 }, async () => {
    const { token, simId } = await login('buyer');
    const bought = await call<{ payment_id: string }>('POST', 'en/plans/recharge', { id: simId, plan_id: PLAN_1GB.id }, token);
    const paymentId = bought.body.payment_id;
    expect((await call('POST', 'en/payments/reg_payment', { payment_method: 2, credit: false, payment_id: paymentId }, token)).status).toBe(
      200,
    );
    expect((await call<{ status: string }>('POST', 'en/payments/confirm', { payment_id: paymentId }, token)).body.status).toBe('unpaid');
    const page = await call<{ status: string; html_content: string }>('POST', 'en/payments', { payment_id: paymentId }, token);
    expect(page.status).toBe(200);
    expect(page.body.html_content).toContain(`https://pay.test.example/alipay/${paymentId}?amount=${PLAN_1GB.priceYen}`);

    const notification = JSON.stringify({
      payment_id: paymentId,
      method: 'alipay',
      ref: 'ALIPAY-REF-1',
      amount: PLAN_1GB.priceYen,
      currency: 'JPY',
    });
    const notify = (signature: string) =>
      fetch(`${api.baseUrl}/api/payments/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-signature': signature },
        body: notification,
      });
    const forged = await notify('0'.repeat(64));
    expect([forged.status, ((await forged.json()) as { code: string }).code]).toEqual([400, 'E0055']);
    expect((await call<{ status: string }>('GET', `en/payments?id=${paymentId}`, undefined, token)).body.status).toBe('unpaid');
    // Providers repeat a notification until they get a 2xx: the second pays nothing more.
    for (let i = 0; i < 2; i++) expect((await notify(sign(notification))).status).toBe(200);
    expect((await call<{ status: string }>('GET', `en/payments?id=${paymentId}`, undefined, token)).body.status).toBe('paid');
  });

  it(
    'a wallet that pays an order the customer cancelled, or the wrong amount: recorded, refunded through the provider, the customer told in their language, logged at error',
    { timeout: 40_000 },
    async () => {
      const { token, simId } = await login('buyer');
      const notify = (body: string) =>
        fetch(`${api.baseUrl}/api/payments/notify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-signature': sign(body) },
          body,
        });
      const walletOrder = async (lng: string) => {
        const bought = await call<{ payment_id: string }>('POST', `${lng}/plans/recharge`, { id: simId, plan_id: PLAN_1GB.id }, token);
        const pid = bought.body.payment_id;
        expect(
          (await call('POST', `${lng}/payments/reg_payment`, { payment_method: 3, credit: false, payment_id: pid }, token)).status,
        ).toBe(200);
        expect((await call<{ status: string }>('POST', `${lng}/payments`, { payment_id: pid }, token)).status).toBe(200);
        return pid;
      };

      // Cancelled in the portal (Vietnamese) while the customer was paying in WeChat Pay: the money arrives after.
      const cancelled = await walletOrder('vi');
      const numberOf = async (pid: string) =>
        (await call<{ order_number: string }>('GET', `en/payments?id=${pid}`, undefined, token)).body.order_number;
      const orderNumbers = [await numberOf(cancelled)];
      expect((await call('POST', 'vi/payments/cancel', { payment_id: cancelled }, token)).status).toBe(200);
      const late = JSON.stringify({
        payment_id: cancelled,
        method: 'wechat',
        ref: 'WECHAT-LATE-1',
        amount: PLAN_1GB.priceYen,
        currency: 'JPY',
      });
      const answer = await notify(late);
      expect([answer.status, await answer.json()]).toEqual([200, { status: 'refunded' }]);
      // The provider repeats it (it retries until a 2xx): still one refund.
      expect((await notify(late)).status).toBe(200);

      // The wrong amount for a payable order: refused, and the money given back; the order stays unpaid.
      const short = await walletOrder('en');
      orderNumbers.push(await numberOf(short));
      const wrong = JSON.stringify({ payment_id: short, method: 'wechat', ref: 'WECHAT-SHORT-1', amount: 1, currency: 'JPY' });
      const refused = await notify(wrong);
      expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([422, 'E0071']);
      expect((await call<{ status: string }>('GET', `en/payments?id=${short}`, undefined, token)).body.status).toBe('unpaid');
      const otherCurrency = JSON.stringify({
        payment_id: short,
        method: 'wechat',
        ref: 'WECHAT-USD-1',
        amount: PLAN_1GB.priceYen,
        currency: 'USD',
      });
      expect((await notify(otherCurrency)).status).toBe(422);

      const refundCalls = calls()
        .filter((c) => c.call === 'refund' && String(c.args.chargeId).startsWith('WECHAT'))
        .map((c) => [c.args.chargeId, c.args.amountYen, c.args.currency, c.args.reason]);
      expect(new Set(refundCalls.map((r) => JSON.stringify(r)))).toEqual(
        new Set([
          JSON.stringify(['WECHAT-LATE-1', PLAN_1GB.priceYen, 'JPY', 'cancelled']),
          JSON.stringify(['WECHAT-SHORT-1', 1, 'JPY', 'amount_mismatch']),
          JSON.stringify(['WECHAT-USD-1', PLAN_1GB.priceYen, 'USD', 'amount_mismatch']),
        ]),
      );
      // One refund mail per refund, in the order's language, through the relay and SMTP (the relay may
      // still be delivering an earlier test's mail: wait for these three by their orders).
      const ours = () => smtp.messages.filter((m) => orderNumbers.some((n) => mimeSubject(m.raw).includes(n)));
      await expect.poll(() => ours().length, { timeout: 30_000, interval: 200 }).toBe(3);
      const mails = ours();
      const subjects = mails.map((m) => mimeSubject(m.raw));
      expect(subjects.filter((t) => t.startsWith('Đã hoàn tiền thanh toán của bạn'))).toHaveLength(1);
      expect(subjects.filter((t) => t.startsWith('Your payment has been refunded'))).toHaveLength(2);
      const vi = mimeParts(mails.find((m) => mimeSubject(m.raw).startsWith('Đã hoàn tiền'))!.raw)['text/plain']!;
      expect(vi).toContain('Đơn hàng đã bị hủy trước khi khoản thanh toán của bạn đến với chúng tôi.');
      expect(vi).toContain('￥550');
      // Each is an error line an operator is paged for (pino level 50), naming why.
      const errors = api
        .output()
        .split('\n')
        .filter((l) => l.includes('"level":50') && l.includes('payment refused'));
      expect(errors.filter((l) => l.includes('(cancelled)') && l.includes('WECHAT-LATE-1'))).toHaveLength(1);
      expect(errors.filter((l) => l.includes('(amount_mismatch)') && l.includes('WECHAT-'))).toHaveLength(2);
    },
  );

  it('without VAPID keys: alerts by mail only, said at start; no push key, a subscription refused', async () => {
    expect(api.output()).toContain('Push alerts are off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
    const { token } = await login('buyer');
    expect((await call('GET', 'en/alerts/push_key', undefined, token)).body).toEqual({ public_key: null });
    const sub = { endpoint: 'https://push.example.net/send/abc', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } };
    const refused = await call<{ code: string }>('POST', 'en/alerts/push_subscription', sub, token);
    expect([refused.status, refused.body.code]).toEqual([409, 'E0090']);
    // Mail alerts can still be chosen.
    const saved = await call<{ alerts: { kind: string; mail: boolean }[] }>(
      'PUT',
      `en/alerts/${people.buyer.iccid}`,
      { alerts: [{ kind: 'data_5', push: false, mail: true }] },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.alerts.find((a) => a.kind === 'data_5')?.mail).toBe(true);
  });

  it('usage figures come from the test’s usage source', async () => {
    const { token, simId } = await login('buyer');
    const usage = await call<{ data_used_gb: number; data_total_gb: number; data_remaining_gb: number }>(
      'GET',
      `en/cards/usage?id=${simId}&type=PREPAID`,
      undefined,
      token,
    );
    expect(usage.status).toBe(200);
    expect(usage.body.data_used_gb).toBe(USED_GB);
    expect(usage.body.data_remaining_gb).toBeCloseTo(usage.body.data_total_gb - USED_GB, 2);
    const lines = await call<{ lines: { iccid: string; data_used_gb: number }[] }>('GET', 'en/cards/list', undefined, token);
    expect(lines.body.lines.find((l) => l.iccid === people.buyer.iccid)?.data_used_gb).toBe(USED_GB);
    expect(
      calls()
        .filter((c) => c.seam === 'usage')
        .map((c) => c.args.iccid),
    ).toContain(people.buyer.iccid);
  });

  it(
    'an eSIM is ordered from the test’s SM-DP+ (DownloadOrder, then ConfirmOrder) and shows its activation code',
    { timeout: 30_000 },
    async () => {
      const { token, simId } = await login('esim');
      expect((await call('POST', 'en/cards/esim_activate', { id: simId, type: 'ESIMA' }, token)).status).toBe(200);
      const matchingId = `TESTM-${people.esim.iccid.slice(-5)}`;
      let code: { status: number; body: { activation_code?: string; android_act_code?: string; smdp_address?: string } } | undefined;
      await expect
        .poll(async () => (code = await call('GET', `en/apn/esim/activation_code?platform=2&id=${simId}`, undefined, token)).status, {
          timeout: 10_000,
          interval: 200,
        })
        .toBe(200);
      expect(code!.body.activation_code).toBe(matchingId);
      expect(code!.body.android_act_code).toBe(`LPA:1$smdp.test.example$${matchingId}`);
      const smdp = calls().filter((c) => c.seam === 'simBackend');
      expect(smdp.map((c) => [c.call, c.args.iccid])).toEqual([
        ['downloadOrder', people.esim.iccid],
        ['confirmOrder', people.esim.iccid],
      ]);
    },
  );

  it('the portal’s pages load the provider’s own card scripts, which the CSP allows', async () => {
    // As the browser asks for it: under PUBLIC_URL's host (any other host name is sent there).
    const res = await getAsHost(`${api.baseUrl}/topPage`, 'portal.example.jp');
    expect(res.status).toBe(200);
    const meta = /<meta name="portal-config" content="([^"]+)">/.exec(res.body);
    expect(JSON.parse(meta![1]!.replace(/&quot;/g, '"'))).toEqual({
      tokenScript: 'https://pay.test.example/cptoken.js',
      threeDsScript: 'https://pay.test.example/threeds.js',
      providerAccountId: 'merchant-42',
    });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/pay\.test\.example[ ;]/);
  });

  it('nothing touched the sandbox: no sandbox token or charge in the database, its pages are gone', { timeout: 30_000 }, async () => {
    expect((await fetch(`${api.baseUrl}/api/sandbox/provider/tokens`, { method: 'POST' })).status).toBe(404);
    expect(await api.stop()).toBe(0);
    const db = await createPgliteDb({ dataDir: dir });
    try {
      expect(await db.query('SELECT token FROM provider_tokens')).toEqual([]);
      expect(await db.query('SELECT id FROM sandbox_charges')).toEqual([]);
      // Every genuine notification is on record, with what became of it.
      const notes = await db.query<{ provider_ref: string; amount: number; currency: string; outcome: string }>(
        'SELECT provider_ref, amount, currency, outcome FROM payment_notifications ORDER BY id',
      );
      expect(notes).toEqual([
        { provider_ref: 'ALIPAY-REF-1', amount: PLAN_1GB.priceYen, currency: 'JPY', outcome: 'paid' },
        { provider_ref: 'ALIPAY-REF-1', amount: PLAN_1GB.priceYen, currency: 'JPY', outcome: 'duplicate' },
        { provider_ref: 'WECHAT-LATE-1', amount: PLAN_1GB.priceYen, currency: 'JPY', outcome: 'refund' },
        { provider_ref: 'WECHAT-LATE-1', amount: PLAN_1GB.priceYen, currency: 'JPY', outcome: 'duplicate' },
        { provider_ref: 'WECHAT-SHORT-1', amount: 1, currency: 'JPY', outcome: 'amount_mismatch' },
        { provider_ref: 'WECHAT-USD-1', amount: PLAN_1GB.priceYen, currency: 'USD', outcome: 'amount_mismatch' },
      ]);
      expect(await db.query('SELECT charge_ref, reason, refund_ref IS NOT NULL AS refunded FROM refunds ORDER BY id')).toEqual([
        { charge_ref: 'test_ch_4', reason: 'cancelled', refunded: true },
        { charge_ref: 'WECHAT-LATE-1', reason: 'cancelled', refunded: true },
        { charge_ref: 'WECHAT-SHORT-1', reason: 'amount_mismatch', refunded: true },
        { charge_ref: 'WECHAT-USD-1', reason: 'amount_mismatch', refunded: true },
      ]);
      const refs = await db.query<{ provider_ref: string; amount: number; method: string }>(
        'SELECT provider_ref, amount, method FROM charges ORDER BY id',
      );
      expect(refs).toEqual([
        { provider_ref: 'test_ch_1', amount: PLAN_3GB.priceYen, method: 'credit_card' },
        // The charge whose answer was lost, recorded once with the provider's reference of it.
        { provider_ref: 'test_ch_2', amount: PLAN_1GB.priceYen, method: 'credit_card' },
        // Lost and never retried: the reconciliation job made it the order's payment.
        { provider_ref: 'test_ch_3', amount: PLAN_1GB.priceYen, method: 'credit_card' },
        { provider_ref: 'ALIPAY-REF-1', amount: PLAN_1GB.priceYen, method: 'alipay' },
      ]);
    } finally {
      await db.close();
    }
  });
});

/** A GET with the Host header a browser on `host` sends (fetch may not set it). */
function getAsHost(url: string, host: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}
