/**
 * Alerts, sent the way they reach a phone: a push service started here receives the encrypted
 * requests (RFC 8291 aes128gcm, VAPID-signed), and the test decrypts them with the subscription's own
 * private key, as the browser would. Two API instances (two apps, each with its own job rounds) on one
 * database run every sweep and relay at once: each alert arrives once, in the customer's language.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@/contract';
import { createApp, sandboxSeamsFor } from '@/server/app';
import { ConfigError, loadConfig } from '@/server/config';
import { buildUsageHandlers } from '@/server/jobs/usage-handlers';
import { periodAlertDue, sweepTimeAlerts } from '@/server/jobs/alert-sweep';
import { watchUsage } from '@/server/jobs/usage-watch';
import { completeDueFiveG } from '@/server/jobs/five-g';
import { endpointPolicyOf } from '@/server/push/endpoint-policy';
import { relayPushes } from '@/server/push/relay';
import { pushKeys } from '@/server/push/vapid';
import { createHarness, DAY, T0, type Harness } from './harness';
import { outboxTo } from './customers';
import { activeCustomer, buy, cardOrder, PLAN } from './shoppers';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service: records what it is sent and answers `status` (201 Created, or 410 Gone for an unsubscribed browser). */
async function startPushService() {
  const received: Received[] = [];
  let status = 201;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (s: number) => (status = s),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager.subscribe makes them. */
function browserSubscription(endpoint: string) {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth }, expirationTime: null },
  };
}

let h: Harness;
let push: Awaited<ReturnType<typeof startPushService>>;
/** The second instance: its own app, seams and handlers over the same database and clock. */
let second: { request: (method: string, path: string, body: unknown, token: string) => Promise<Response> };
const deps = () => ({ db: h.db, config: h.config });

beforeAll(async () => {
  h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
  push = await startPushService();
  const config = loadConfig(
    {},
    { rateLimitScale: 1000, sessionMaxSeconds: 10 * 365 * 86400, now: h.config.now, accessTokenTtlSeconds: 365 * 86400 },
  );
  const app = createApp({ db: h.db, config, seams: sandboxSeamsFor(h.db, config) });
  second = {
    request: (method, path, body, token) =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-test-client-ip': '127.0.0.1' },
          body: JSON.stringify(body),
        }),
      ),
  };
});
afterAll(async () => {
  await push?.close();
  await h?.close();
});

/** Every job round both instances run, at once: usage watch, the time sweep, 5G completion, the push relay. */
async function bothInstancesRun() {
  const keys = await pushKeys(h.db, h.config);
  const log = { warn: () => undefined, error: () => undefined };
  const instance = () => {
    const seams = sandboxSeamsFor(h.db, h.config);
    return (async () => {
      await watchUsage(
        { db: h.db, usage: seams.usage, log },
        h.clock.now,
        buildUsageHandlers({ db: h.db, config: h.config, seams, log: log as never }),
      );
      await sweepTimeAlerts(deps(), h.clock.now);
      await completeDueFiveG(h.db, h.clock.now, h.config.publicUrl);
    })();
  };
  await Promise.all([instance(), instance()]);
  const options = { policy: endpointPolicyOf(h.config) };
  await Promise.all([relayPushes(h.db, keys, log, options), relayPushes(h.db, keys, log, options)]);
}

/** What arrived since `from`, decrypted with the subscription's private key and auth secret. */
function opened(sub: ReturnType<typeof browserSubscription>, from: number): PushPayload[] {
  return push.received.slice(from).map((r) => {
    expect(r.headers['content-encoding']).toBe('aes128gcm');
    expect(String(r.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const clear = ece.decrypt(r.body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth });
    return JSON.parse(clear.toString('utf8')) as PushPayload;
  });
}

const ALL_ON = [
  { kind: 'data_20', push: true, mail: false },
  { kind: 'data_5', push: true, mail: true },
  { kind: 'period_3_days', push: true, mail: true },
  { kind: 'period_last_day', push: true, mail: false },
  { kind: 'unpaid_tomorrow', push: true, mail: false },
  { kind: 'five_g_added', push: true, mail: false },
];

describe('alerts by push and mail', () => {
  it('defaults: everything off but the eSIM-ready mail; settings are per SIM and only the owner’s', async () => {
    const physical = await activeCustomer(h, 'physical_sim');
    const esim = await activeCustomer(h, 'astro_esim');
    const mine = await h.get(`alerts/${physical.login.iccid}`, physical.auth);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      iccid: physical.login.iccid,
      offered: false,
      alerts: ['data_20', 'data_5', 'period_3_days', 'period_last_day', 'unpaid_tomorrow', 'five_g_added'].map((kind) => ({
        kind,
        push: false,
        mail: false,
      })),
    });
    const theirs = await h.get(`alerts/${esim.login.iccid}`, esim.auth);
    expect(theirs.body.alerts.find((a: { kind: string }) => a.kind === 'esim_ready')).toEqual({
      kind: 'esim_ready',
      push: false,
      mail: true,
    });
    expect(theirs.body.alerts.some((a: { kind: string }) => a.kind === 'five_g_added')).toBe(false);
    // Another customer's SIM: not found, and nothing changes.
    expect((await h.get(`alerts/${esim.login.iccid}`, physical.auth)).status).toBe(404);
    const put = await h.request('PUT', `/api/en/alerts/${esim.login.iccid}`, { alerts: ALL_ON.slice(0, 1) }, physical.auth);
    expect(put.status).toBe(404);
    expect((await h.get(`alerts/${esim.login.iccid}`, esim.auth)).body).toEqual(theirs.body);
  });

  it('sends each alert once across two instances, decryptable, in the customer’s language, opening the right screen', async () => {
    h.clock.now = T0;
    const me = await activeCustomer(h, 'physical_sim', 26, 30); // the period ends in 4 days
    const iccid = me.login.iccid;
    const saved = await h.request('PUT', `/api/vi/alerts/${iccid}`, { alerts: ALL_ON }, me.auth);
    expect(saved.status).toBe(200);
    expect(saved.body.offered).toBe(true);
    const sub = browserSubscription(`${push.origin}/push/${randomBytes(6).toString('hex')}`);
    const subscribed = await second.request('POST', '/api/vi/alerts/push_subscription', sub.json, me.auth.token);
    expect(subscribed.status).toBe(200);

    // Nothing due yet: 4 days before the end, full allowance.
    let seen = push.received.length;
    await bothInstancesRun();
    expect(push.received.length).toBe(seen);

    // 3 days before the last day (Japan time): "ends soon", once, and its mail, once.
    h.clock.advance(1 * DAY);
    await bothInstancesRun();
    await bothInstancesRun();
    const [ends] = opened(sub, seen);
    expect(opened(sub, seen)).toHaveLength(1);
    expect(ends).toMatchObject({ lang: 'vi', url: `/use-period-extension?sim=${me.id}`, tag: `period_3_days:${iccid}` });
    expect(ends!.title).toMatch(/^Thời hạn sử dụng kết thúc vào 2026\/04\/\d\d$/);
    const mails = (await outboxTo(h.db, me.email)).filter((m) => m.subject.startsWith('Thời hạn'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/use-period-extension?sim=${me.id}&lng=vi`);

    // Data: 85 % used → the 20 % alert; it falls back over the line and crosses again: still once.
    seen = push.received.length;
    const total = (await h.db.query<{ data_total_mb: number }>('SELECT data_total_mb FROM sims WHERE id = $1', [me.id]))[0]!.data_total_mb;
    const setUsage = async (mb: number) =>
      expect((await h.request('POST', '/api/sandbox/usage', { iccid, used_mb: mb, rate_mb_per_day: 0 })).status).toBe(204);
    await setUsage(Math.round(total * 0.85));
    await bothInstancesRun();
    await setUsage(Math.round(total * 0.7));
    await bothInstancesRun();
    await setUsage(Math.round(total * 0.82));
    await bothInstancesRun();
    let got = opened(sub, seen);
    expect(got.map((p) => p.tag)).toEqual([`data_20:${iccid}`]);
    expect(got[0]).toMatchObject({ lang: 'vi', title: 'Dung lượng dữ liệu chỉ còn 20%', url: `/data-recharge?sim=${me.id}` });

    // 97 % used: the 5 % alert, by push and mail, once.
    seen = push.received.length;
    await setUsage(Math.round(total * 0.97));
    await bothInstancesRun();
    await bothInstancesRun();
    got = opened(sub, seen);
    expect(got.map((p) => p.tag)).toEqual([`data_5:${iccid}`]);
    expect((await outboxTo(h.db, me.email)).filter((m) => m.subject === 'Dung lượng dữ liệu chỉ còn 5%')).toHaveLength(1);

    // The 5G option: the instance that completes it sends "added"; the other finds it done.
    seen = push.received.length;
    expect((await h.post('vi/cards/add_5g', { iccid, tel_no: null }, me.auth)).status).toBe(200);
    h.clock.advance(h.config.fiveGActivationSeconds * 1000);
    await bothInstancesRun();
    await h.post('vi/cards/check_5g', { iccid, tel_no: null }, me.auth);
    await bothInstancesRun();
    got = opened(sub, seen);
    expect(got).toEqual([
      expect.objectContaining({ tag: `five_g_added:${iccid}`, title: 'Đã thêm tùy chọn 5G', url: '/5g-communication-option' }),
    ]);

    // An unpaid order due tomorrow (Japan time): once.
    seen = push.received.length;
    const paymentId = await buy(h, me, 131);
    const due = new Date(Date.UTC(2026, 3, 3, 14, 59)); // 2026/04/03 23:59 JST; "today" is 2026/04/02 in Japan
    await h.db.query(`UPDATE orders SET payment_method = 'smartpit', due_at = $2 WHERE payment_id = $1`, [paymentId, due]);
    await bothInstancesRun();
    await bothInstancesRun();
    got = opened(sub, seen);
    const orderNumber = (
      await h.db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE payment_id = $1', [paymentId])
    )[0]!.order_number;
    expect(got).toEqual([
      expect.objectContaining({
        tag: `unpaid_tomorrow:${iccid}:${paymentId}`,
        title: `Hạn thanh toán đơn hàng ${orderNumber} là ngày mai`,
        url: `/payment?paymentId=${paymentId}`,
      }),
    ]);
    expect(got[0]!.body).toContain('2026/04/03');

    // The last day: "today is the last day", once.
    seen = push.received.length;
    h.clock.now = T0 + 4 * DAY - 60_000;
    await bothInstancesRun();
    await bothInstancesRun();
    expect(opened(sub, seen).map((p) => p.title)).toEqual(['Hôm nay là ngày cuối của thời hạn sử dụng']);

    // Two instances sent every one of these once: no event has a second row or a second push.
    const [counts] = await h.db.query<{ events: number; pushes: number }>(
      `SELECT (SELECT count(*)::int FROM alert_events WHERE sim_id = $1) AS events,
              (SELECT count(*)::int FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id WHERE s.user_id = $2 AND o.sent_at IS NOT NULL) AS pushes`,
      [me.id, (await h.db.query<{ user_id: number }>('SELECT user_id FROM sims WHERE id = $1', [me.id]))[0]!.user_id],
    );
    expect(counts).toEqual({ events: 6, pushes: 6 });
  });

  it('a push service answering 410 Gone removes the subscription; nothing more is queued for it', async () => {
    h.clock.now = T0;
    const me = await activeCustomer(h, 'physical_sim', 26, 30);
    await h.request('PUT', `/api/ja/alerts/${me.login.iccid}`, { alerts: ALL_ON }, me.auth);
    const sub = browserSubscription(`${push.origin}/push/gone-${randomBytes(4).toString('hex')}`);
    expect((await h.post('ja/alerts/push_subscription', sub.json, me.auth)).status).toBe(200);
    push.answer(410);
    try {
      h.clock.advance(DAY);
      const path = new URL(sub.json.endpoint).pathname;
      const toThisDevice = () => push.received.filter((r) => r.path === path);
      await bothInstancesRun();
      expect(toThisDevice()).toHaveLength(1);
      // It was in Japanese, and then the subscription went.
      const payload = ece.decrypt(toThisDevice()[0]!.body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth });
      expect(JSON.parse(payload.toString()).lang).toBe('ja');
      expect(await h.db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [sub.json.endpoint])).toEqual([]);
      // The last day comes: its event is recorded, but no push is queued or sent to the gone device.
      h.clock.now = T0 + 4 * DAY - 60_000;
      await bothInstancesRun();
      expect(toThisDevice()).toHaveLength(1);
      expect((await h.db.query('SELECT 1 FROM alert_events WHERE sim_id = $1', [me.id])).length).toBe(2);
    } finally {
      push.answer(201);
    }
  });

  it('refuses an endpoint that is not a push service, and production without VAPID keys offers mail only', async () => {
    const me = await activeCustomer(h, 'physical_sim');
    const local = browserSubscription('http://10.0.0.5/push/x');
    expect((await h.post('alerts/push_subscription', local.json, me.auth)).body.code).toBe('E0091');
    expect((await h.get('alerts/push_key', me.auth)).body.public_key).toMatch(/^[\w-]{87}$/);
    expect(await pushKeys(h.db, { mode: 'production', vapid: undefined })).toBeUndefined();
  });
});

describe('alert mails, as the customer reads them', () => {
  const setUsage = async (iccid: string, usedMb: number) =>
    expect((await h.request('POST', '/api/sandbox/usage', { iccid, used_mb: usedMb, rate_mb_per_day: 0 })).status).toBe(204);
  const mailsOn = async (lng: string, me: Awaited<ReturnType<typeof activeCustomer>>, alerts: { kind: string }[]) =>
    expect(
      (
        await h.request(
          'PUT',
          `/api/${lng}/alerts/${me.login.iccid}`,
          { alerts: alerts.map((a) => ({ ...a, push: false, mail: true })) },
          me.auth,
        )
      ).status,
    ).toBe(200);
  const dataMails = async (email: string) =>
    (await outboxTo(h.db, email)).filter((m) => /of your data is left|データ残量/.test(m.subject)).map((m) => m.subject);

  it('data bought after "5 % left" re-arms the alerts: "20 % left" is not sent for the rise, "5 % left" again at the next fall', async () => {
    h.clock.now = T0;
    // A 10 GB line (10240 MB). By hand: 9830 MB used leaves 410 MB (4.0 %); 1 GB more makes 1434 of 11264 MB (12.7 %),
    // still below 20 % but up from 5 %; 10750 MB used then leaves 514 of 11264 MB (4.6 %).
    const me = await activeCustomer(h, 'physical_sim', 5, 60);
    await h.db.query('UPDATE sims SET data_total_mb = 10240 WHERE id = $1', [me.id]);
    await mailsOn('en', me, [{ kind: 'data_20' }, { kind: 'data_5' }]);
    await setUsage(me.login.iccid, 9830);
    await bothInstancesRun();
    expect(await dataMails(me.email)).toEqual(['Only 5% of your data is left']);

    const paymentId = await cardOrder(h, me, PLAN.data1);
    expect((await h.post('payments/confirm', { payment_id: paymentId }, me.auth)).body.status).toBe('paid');
    h.clock.advance(11_000);
    await bothInstancesRun();
    await bothInstancesRun();
    expect(await dataMails(me.email)).toEqual(['Only 5% of your data is left']);

    await setUsage(me.login.iccid, 10750);
    await bothInstancesRun();
    expect(await dataMails(me.email)).toEqual(['Only 5% of your data is left', 'Only 5% of your data is left']);
  });

  it('say data left with the portal’s precision (two decimals in GB): 3.60 GB, not 3.5 GB', async () => {
    h.clock.now = T0;
    // 20 GB (20480 MB), 16794 MB used: the portal shows 20.00 − 16.40 = 3.60 GB left (18 %).
    const me = await activeCustomer(h, 'physical_sim', 5, 60);
    await h.db.query('UPDATE sims SET data_total_mb = 20480 WHERE id = $1', [me.id]);
    await mailsOn('en', me, [{ kind: 'data_20' }]);
    await setUsage(me.login.iccid, 16794);
    await bothInstancesRun();
    const [mail] = (await outboxTo(h.db, me.email)).filter((m) => m.subject === '20% of your data is left');
    expect(mail!.text).toContain('3.60 GB of 20.00 GB left');
  });

  it('to a SIM whose data cannot be bought in the portal (linksfield), never say to buy more data or extend', async () => {
    h.clock.now = T0;
    const me = await activeCustomer(h, 'linksfield_esim', 26, 30); // the period ends in 4 days
    await mailsOn('en', me, [{ kind: 'data_20' }, { kind: 'period_3_days' }]);
    const total = (await h.db.query<{ data_total_mb: number }>('SELECT data_total_mb FROM sims WHERE id = $1', [me.id]))[0]!.data_total_mb;
    await setUsage(me.login.iccid, Math.round(total * 0.85));
    h.clock.advance(DAY);
    await bothInstancesRun();
    const mails = await outboxTo(h.db, me.email);
    const data = mails.find((m) => m.subject === '20% of your data is left');
    const period = mails.find((m) => m.subject.startsWith('Your usage period ends on'));
    for (const m of [data, period]) {
      expect(m, 'both alerts were mailed').toBeDefined();
      expect(m!.text).not.toMatch(/add data|buy|extend (it|the period)/i);
      expect(m!.text).toContain('/topPage?lng=en');
    }
    expect(data!.text).toContain('This eSIM cannot be recharged');
    expect(period!.text).toContain('This eSIM cannot be extended');
  });

  it('name the order in each "payment due tomorrow" mail, with yen as every server mail writes them (￥3,980)', async () => {
    h.clock.now = T0;
    const me = await activeCustomer(h, 'physical_sim', 5, 60);
    await mailsOn('ja', me, [{ kind: 'unpaid_tomorrow' }]);
    const due = new Date(Date.UTC(2026, 3, 2, 14, 59)); // 2026/04/02 23:59 JST; today is 2026/04/01 in Japan
    const orders: string[] = [];
    for (let i = 0; i < 3; i++) {
      const paymentId = await buy(h, me, PLAN.data10, 'ja');
      await h.db.query(`UPDATE orders SET payment_method = 'smartpit', due_at = $2 WHERE payment_id = $1`, [paymentId, due]);
      orders.push(
        (await h.db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE payment_id = $1', [paymentId]))[0]!.order_number,
      );
    }
    await bothInstancesRun();
    const mails = (await outboxTo(h.db, me.email)).filter((m) => m.subject.includes('お支払い期限は明日'));
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(3);
    for (const n of orders) expect(mails.filter((m) => m.subject.includes(n))).toHaveLength(1);
    for (const m of mails) {
      expect(m.text).toContain('（￥3,980・税込）');
      expect(m.text).not.toContain('円');
    }
  });
});

describe('which period alert is due (Japan time)', () => {
  // A period ending 2026/04/10 09:00 JST: its last day is 04/10; "ends soon" from 04/07 (3 days before).
  const END = Date.UTC(2026, 3, 10, 0, 0);
  const jst = (d: number, hh: number, mm = 0) => Date.UTC(2026, 3, d, hh - 9, mm);
  it.each<[string, number, string | undefined]>([
    ['04/06 23:59', jst(6, 23, 59), undefined],
    ['04/07 00:00', jst(7, 0), 'period_3_days'],
    ['04/09 23:59', jst(9, 23, 59), 'period_3_days'],
    ['04/10 00:00', jst(10, 0), 'period_last_day'],
    ['04/10 08:59', jst(10, 8, 59), 'period_last_day'],
    ['04/10 09:00 (ended)', jst(10, 9), undefined],
  ])('%s → %s', (_at, now, expected) => expect(periodAlertDue(END, now)).toBe(expected));
});

describe('VAPID keys are configuration', () => {
  const PUB = `B${'x'.repeat(86)}`;
  const PRIV = 'y'.repeat(43);
  it.each<[string, Record<string, string>, string | undefined]>([
    ['neither: none', {}, undefined],
    [
      'both, subject from PUBLIC_URL',
      { VAPID_PUBLIC_KEY: PUB, VAPID_PRIVATE_KEY: PRIV, PUBLIC_URL: 'https://portal.example.jp' },
      'https://portal.example.jp',
    ],
    [
      'both, mailto subject',
      { VAPID_PUBLIC_KEY: PUB, VAPID_PRIVATE_KEY: PRIV, VAPID_SUBJECT: 'mailto:ops@example.jp' },
      'mailto:ops@example.jp',
    ],
  ])('%s', (_name, env, subject) => expect(loadConfig(env).vapid?.subject).toBe(subject));
  it.each<[string, Record<string, string>, RegExp]>([
    ['one without the other', { VAPID_PUBLIC_KEY: PUB }, /go together/],
    ['a key of the wrong size', { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: PRIV, VAPID_SUBJECT: 'mailto:a@b.c' }, /87 characters/],
    ['no usable subject', { VAPID_PUBLIC_KEY: PUB, VAPID_PRIVATE_KEY: PRIV, VAPID_SUBJECT: 'ops@example.jp' }, /mailto: or https:/],
  ])('refuses %s', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
