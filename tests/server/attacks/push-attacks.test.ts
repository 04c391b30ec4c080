/**
 * Web Push as an attacker and a slow counterpart use it (docs/decisions/0135–0137, docs/security.md
 * "Alerts by push"): the API must not post wherever a subscription says, must not fan out to a
 * thousand devices of one account, must not let one push service that never answers hold anyone
 * else's alert, and must not hand a known browser to whoever names its endpoint.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, sandboxSeamsFor } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { MAX_PUSH_DEVICES, savePushSubscription } from '@/server/domain/alert-preferences';
import { DEFAULT_PUSH_SERVICE_HOSTS, endpointPolicyOf } from '@/server/push/endpoint-policy';
import { createPushRelay, PUSH_LIMITS, relayPushes } from '@/server/push/relay';
import { pushKeys } from '@/server/push/vapid';
import { createHarness, type Harness } from '../harness';
import type { Customer } from '../customers';
import { activeCustomer } from '../shoppers';

const silent = { warn: () => undefined };

/** The limits of decisions 0136 and 0137, written here by hand. */
const DEVICES = 5;
const PER_HOST = 8;
const TIMEOUT_MS = 5000;

/** A push service that answers 201 and records the paths it was sent. */
async function startPushService() {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      paths.push(req.url ?? '');
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
    paths,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A push service that takes the connection and the request, and never answers. */
async function startHangingService() {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => requests++);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** What a browser's PushManager.subscribe gives: an endpoint and the subscription's own keys. */
function browser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

let h: Harness;
let push: Awaited<ReturnType<typeof startPushService>>;
/** The same database served in production mode, with VAPID keys of its own configuration. */
let production: { request: (method: string, path: string, body: unknown, token: string) => Promise<{ status: number; body: any }> };
let productionConfig: Config;

beforeAll(async () => {
  h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
  push = await startPushService();
  const vapid = webpush.generateVAPIDKeys();
  productionConfig = loadConfig(
    { API_MODE: 'production', PUBLIC_URL: 'https://portal.example.jp' },
    {
      rateLimitScale: 1000,
      sessionMaxSeconds: 10 * 365 * 86400,
      accessTokenTtlSeconds: 365 * 86400,
      now: h.config.now,
      vapid: { ...vapid, subject: 'mailto:ops@example.jp' },
    },
  );
  const app = createApp({ db: h.db, config: productionConfig, seams: sandboxSeamsFor(h.db, productionConfig) });
  production = {
    async request(method, path, body, token) {
      const res = await app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-test-client-ip': '127.0.0.1' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
  };
});
afterAll(async () => {
  await push?.close();
  await h?.close();
});

const userOf = async (c: Customer) => (await h.db.query<{ user_id: number }>('SELECT user_id FROM sims WHERE id = $1', [c.id]))[0]!.user_id;
const devicesOf = async (c: Customer) =>
  (await h.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [await userOf(c)])).map(
    (r) => r.endpoint,
  );
const subscribe = (c: Customer, sub: ReturnType<typeof browser>, lng = 'en') => h.post(`${lng}/alerts/push_subscription`, sub, c.auth);

/** An alert for each of the customer's devices, as recordAlert queues it; returns the outbox ids. */
async function queueAlert(c: Customer, tag = `data_5:${c.login.iccid}`): Promise<number[]> {
  const payload = { title: 'Only 5% of your data is left', body: 'x', url: '/data-recharge', tag, lang: 'en' };
  const rows = await h.db.query<{ id: number }>(
    `INSERT INTO push_outbox (subscription_id, payload, created_at)
     SELECT id, $2::jsonb, now() FROM push_subscriptions WHERE user_id = $1 ORDER BY id RETURNING id`,
    [await userOf(c), JSON.stringify(payload)],
  );
  return rows.map((r) => r.id);
}

const outbox = (ids: number[]) =>
  h.db.query<{ id: number; attempts: number; sent_at: Date | null; failed_at: Date | null; last_error: string | null }>(
    'SELECT id, attempts, sent_at, failed_at, last_error FROM push_outbox WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::int) ORDER BY id',
    [JSON.stringify(ids)],
  );

describe('SSRF: only the push services browsers use', () => {
  // Each was accepted in production, and the alert sweep then connected to it.
  const ATTACKS = [
    'https://127.0.0.1:8443/x',
    'https://127.0.0.1/x',
    'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'https://10.0.0.5/push',
    'https://172.16.0.1/push',
    'https://192.168.1.1/push',
    'https://0.0.0.0/x',
    'https://[::1]/x',
    'https://[::]/x',
    'https://2130706433/x',
    'https://0x7f000001/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:a9fe:a9fe]/x',
    'https://[fd00::1]/x',
    'https://[fe80::1]/x',
    'https://localhost/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://fcm.googleapis.com.attacker.example/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
  ];

  it.each(ATTACKS)('production refuses %s with 400 E0091, stores nothing', async (endpoint) => {
    const me = await activeCustomer(h);
    const res = await production.request('POST', '/api/ja/alerts/push_subscription', browser(endpoint), me.auth.token);
    expect([res.status, res.body.code]).toEqual([400, 'E0091']);
    expect(await devicesOf(me)).toEqual([]);
  });

  it('production accepts the browsers’ push services (FCM, Mozilla, Apple, Windows)', async () => {
    const me = await activeCustomer(h);
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/c1:APA91b-accepted',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA-accepted',
      'https://web.push.apple.com/QGuQ-accepted',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYA-accepted',
    ];
    for (const e of endpoints)
      expect((await production.request('POST', '/api/en/alerts/push_subscription', browser(e), me.auth.token)).status).toBe(200);
    expect(await devicesOf(me)).toEqual(endpoints);
  });

  it('the sandbox takes its own push service on loopback; production does not', async () => {
    const me = await activeCustomer(h);
    const local = browser(`${push.origin}/push/sandbox-${randomBytes(4).toString('hex')}`);
    expect((await production.request('POST', '/api/en/alerts/push_subscription', local, me.auth.token)).body.code).toBe('E0091');
    expect((await subscribe(me, local)).status).toBe(200);
  });

  it('at send time, a listed name that resolves to a private address is refused, whatever it resolved to before', async () => {
    const keys = productionConfig.vapid!;
    const policy = endpointPolicyOf(productionConfig);
    const cases: [string, LookupAddress[], RegExp][] = [
      ['10.0.0.7', [{ address: '10.0.0.7', family: 4 }], /resolves to 10\.0\.0\.7 \(private\)/],
      ['169.254.169.254', [{ address: '169.254.169.254', family: 4 }], /\(link-local\)/],
      [
        'a public and a loopback address',
        [
          { address: '142.250.196.138', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ],
        /\(loopback\)/,
      ],
      ['::', [{ address: '::', family: 6 }], /\(unspecified\)/],
      ['fd12::1', [{ address: 'fd12::1', family: 6 }], /\(unique-local\)/],
      ['::ffff:192.168.0.1', [{ address: '::ffff:192.168.0.1', family: 6 }], /\(private\)/],
    ];
    for (const [name, addresses, reason] of cases) {
      const me = await activeCustomer(h);
      const sub = browser(`https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`);
      expect((await production.request('POST', '/api/en/alerts/push_subscription', sub, me.auth.token)).status).toBe(200);
      const ids = await queueAlert(me);
      const asked: string[] = [];
      // DNS as an attacker who controls it would answer (a rebinding): the relay's own lookup is the seam.
      const resolve = async (host: string) => {
        asked.push(host);
        return addresses;
      };
      await relayPushes(h.db, keys, silent, { policy, resolve, timeoutMs: 2000 });
      const [row] = await outbox(ids);
      expect(asked, name).toEqual(['fcm.googleapis.com']);
      // Given up at once (not retried), and said why.
      expect(row, name).toMatchObject({ attempts: 1, sent_at: null });
      expect(row!.failed_at, name).not.toBeNull();
      expect(row!.last_error, name).toMatch(/^refused: fcm\.googleapis\.com resolves to /);
      expect(row!.last_error, name).toMatch(reason);
    }
  });

  it('the socket connects to the address that was checked: one lookup per connection, its answer used', async () => {
    const keys = (await pushKeys(h.db, h.config))!;
    const policy = endpointPolicyOf(h.config);
    const me = await activeCustomer(h);
    const path = `/push/lookup-${randomBytes(4).toString('hex')}`;
    expect((await subscribe(me, browser(`http://localhost:${push.port}${path}`))).status).toBe(200);
    // First: localhost resolves to the push service's loopback address, and the push arrives there.
    let first = await queueAlert(me);
    const answers: LookupAddress[][] = [[{ address: '127.0.0.1', family: 4 }]];
    const resolve = async () => answers.shift() ?? [{ address: '10.9.9.9', family: 4 }];
    await relayPushes(h.db, keys, silent, { policy, resolve });
    expect(push.paths.filter((p) => p === path)).toHaveLength(1);
    expect((await outbox(first))[0]!.sent_at).not.toBeNull();
    // Then the name turns private (a rebinding): refused, and nothing more reaches the service.
    first = await queueAlert(me, 'period_3_days:x');
    await relayPushes(h.db, keys, silent, { policy, resolve });
    expect(push.paths.filter((p) => p === path)).toHaveLength(1);
    expect((await outbox(first))[0]!.last_error).toMatch(/^refused: localhost resolves to 10\.9\.9\.9 \(private\)/);
  });

  it('a subscription stored before the allow-list is never posted to: the relay removes it', async () => {
    const me = await activeCustomer(h);
    const sub = browser('https://169.254.169.254/latest/meta-data/');
    await h.db.query(
      'INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at, registered_at) VALUES ($1, $2, $3, $4, now(), now())',
      [await userOf(me), sub.endpoint, sub.keys.p256dh, sub.keys.auth],
    );
    await queueAlert(me);
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      return [{ address: '8.8.8.8', family: 4 as const }];
    };
    await relayPushes(h.db, productionConfig.vapid, silent, { policy: endpointPolicyOf(productionConfig), resolve });
    expect(asked).toEqual([]);
    expect(await devicesOf(me)).toEqual([]);
  });
});

describe('no request cannon by numbers: devices per account, registrations per minute', () => {
  it('1,000 registrations by one account, 20 at a time, keep its 5 newest devices; an alert goes to those 5', async () => {
    // The route's own call (the rate limit, tested below, stops an HTTP flood long before 1,000).
    const me = await activeCustomer(h);
    const userId = await userOf(me);
    const endpoints: string[] = [];
    const t0 = performance.now();
    for (let chunk = 0; chunk < 50; chunk++) {
      const subs = Array.from({ length: 20 }, (_, i) => browser(`${push.origin}/push/flood-${chunk * 20 + i}`));
      endpoints.push(...subs.map((s) => s.endpoint));
      const outcomes = await Promise.all(
        subs.map((s) => savePushSubscription(h.db, userId, { endpoint: s.endpoint, ...s.keys }, 'en', h.clock.now)),
      );
      expect(outcomes.filter((o) => o?.ok === false)).toEqual([]);
    }
    console.info(`1,000 registrations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const kept = await devicesOf(me);
    expect(kept).toHaveLength(DEVICES);
    expect(endpoints.slice(-20)).toEqual(expect.arrayContaining(kept));
    const queued = await queueAlert(me);
    expect(queued).toHaveLength(DEVICES);
    await h.db.query('DELETE FROM push_outbox WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)', [JSON.stringify(queued)]);
  }, 60_000);

  it('the oldest device goes when a new one comes; registering a device again makes it the newest', async () => {
    const me = await activeCustomer(h);
    const subs = Array.from({ length: DEVICES }, (_, i) => browser(`${push.origin}/push/device-${i}-${randomBytes(3).toString('hex')}`));
    for (const s of subs) {
      h.clock.advance(1000);
      expect((await subscribe(me, s)).status).toBe(200);
    }
    h.clock.advance(1000);
    expect((await subscribe(me, subs[0]!)).status).toBe(200); // the first phone, again: now the newest
    const next = browser(`${push.origin}/push/device-new-${randomBytes(3).toString('hex')}`);
    h.clock.advance(1000);
    expect((await subscribe(me, next)).status).toBe(200);
    expect(new Set(await devicesOf(me))).toEqual(new Set([subs[0]!, ...subs.slice(2), next].map((s) => s.endpoint)));
  });

  it('registrations are rate-limited per account: 10 per 15 minutes, then 429 E0009 with Retry-After', async () => {
    const strict = await createHarness({ config: { rateLimitScale: 1 } });
    try {
      const me = await activeCustomer(strict);
      const other = await activeCustomer(strict);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => strict.post('alerts/push_subscription', browser(`${push.origin}/push/rl-${i}`), me.auth)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(20);
      expect(refused.every((a) => a.body.code === 'E0009' && Number(a.headers.get('retry-after')) > 0)).toBe(true);
      // Another account is not affected.
      expect((await strict.post('alerts/push_subscription', browser(`${push.origin}/push/rl-other`), other.auth)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('head-of-line: a push service that never answers holds no one else’s alert', () => {
  it("another customer's push leaves in the same round (under 1 s) while 20 hang; those end at the 5 s timeout", async () => {
    const hang = await startHangingService();
    const relay = createPushRelay(h.db, await pushKeys(h.db, h.config), silent, { policy: endpointPolicyOf(h.config) });
    try {
      // Customer A: 5 devices on a push service that never answers, 4 alerts each: 20 pushes, queued first.
      const a = await activeCustomer(h);
      for (let i = 0; i < 5; i++) expect((await subscribe(a, browser(`${hang.origin}/push/a-${i}`))).status).toBe(200);
      const hanging: number[] = [];
      for (let k = 0; k < 4; k++) hanging.push(...(await queueAlert(a, `kind${k}:a`)));
      expect(hanging).toHaveLength(20);
      // Customer B: one phone on a push service that answers, queued after them.
      const b = await activeCustomer(h);
      const bPath = `/push/b-${randomBytes(4).toString('hex')}`;
      expect((await subscribe(b, browser(`${push.origin}${bPath}`))).status).toBe(200);
      await queueAlert(b);

      const t0 = performance.now();
      await relay.round(); // as the push-relay sweep runs it, each second
      const roundMs = performance.now() - t0;
      await expect.poll(() => push.paths.includes(bPath), { timeout: 1000, interval: 5 }).toBe(true);
      const bMs = performance.now() - t0;
      // The hanging service holds its share of the slots, no more.
      await expect.poll(() => hang.requests(), { timeout: 1000, interval: 5 }).toBe(PER_HOST);

      // B's next alert, while A's pushes still hang: the next round sends it at once.
      await queueAlert(b, `period_3_days:${b.login.iccid}`);
      const t1 = performance.now();
      await relay.round();
      await expect.poll(() => push.paths.filter((p) => p === bPath).length, { timeout: 1000, interval: 5 }).toBe(2);
      const b2Ms = performance.now() - t1;
      console.info(
        `round ${roundMs.toFixed(0)} ms; B's push after ${bMs.toFixed(0)} ms, its next after ${b2Ms.toFixed(0)} ms, with ${hang.requests()} pushes hanging`,
      );
      expect(roundMs).toBeLessThan(1000);
      expect(bMs).toBeLessThan(1000);
      expect(b2Ms).toBeLessThan(1000);

      // A's pushes end at the timeout, to be retried later; the 12 not yet started wait their turn.
      await relay.idle();
      const idleMs = performance.now() - t0;
      expect(idleMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(idleMs).toBeLessThan(TIMEOUT_MS + 2000);
      const rows = await outbox(hanging);
      const tried = rows.filter((r) => r.attempts === 1);
      expect(tried).toHaveLength(PER_HOST);
      expect(tried.every((r) => r.last_error === `no answer within ${TIMEOUT_MS} ms` && !r.failed_at)).toBe(true);
      expect(rows.filter((r) => r.attempts === 0)).toHaveLength(20 - PER_HOST);
      await expect.poll(() => hang.open(), { timeout: 1000, interval: 5 }).toBe(0);
    } finally {
      await relay.stop();
      await hang.close();
    }
  }, 20_000);

  it('stopping the relay with pushes hanging ends at once and puts them back for another instance', async () => {
    const hang = await startHangingService();
    const relay = createPushRelay(h.db, await pushKeys(h.db, h.config), silent, { policy: endpointPolicyOf(h.config) });
    const a = await activeCustomer(h);
    for (let i = 0; i < 3; i++) expect((await subscribe(a, browser(`${hang.origin}/push/stop-${i}`))).status).toBe(200);
    const ids = await queueAlert(a);
    await relay.round();
    await expect.poll(() => hang.requests(), { timeout: 1000, interval: 5 }).toBe(3);
    const t0 = performance.now();
    await relay.stop();
    const stopMs = performance.now() - t0;
    expect(stopMs).toBeLessThan(500);
    const rows = await h.db.query<{ attempts: number; claimed_until: Date | null; failed_at: Date | null; last_error: string | null }>(
      'SELECT attempts, claimed_until, failed_at, last_error FROM push_outbox WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)',
      [JSON.stringify(ids)],
    );
    expect(rows).toEqual(ids.map(() => ({ attempts: 0, claimed_until: null, failed_at: null, last_error: null })));
    await hang.close();
  });
});

describe('takeover of a known endpoint', () => {
  it('another account naming a known endpoint with other keys is refused (409 E0115); the owner keeps it and its pushes', async () => {
    const owner = await activeCustomer(h);
    const attacker = await activeCustomer(h);
    const phone = browser(`${push.origin}/push/owned-${randomBytes(4).toString('hex')}`);
    expect((await subscribe(owner, phone)).status).toBe(200);
    const queued = await queueAlert(owner);
    // The endpoint leaked (a log, a shared screen): the attacker registers it with keys of their own.
    const forged = { endpoint: phone.endpoint, keys: browser('https://x').keys };
    const res = await subscribe(attacker, forged, 'vi');
    expect([res.status, res.body.code]).toEqual([409, 'E0115']);
    expect(await devicesOf(owner)).toEqual([phone.endpoint]);
    expect(await devicesOf(attacker)).toEqual([]);
    const [row] = await h.db.query<{ p256dh: string; auth: string }>('SELECT p256dh, auth FROM push_subscriptions WHERE endpoint = $1', [
      phone.endpoint,
    ]);
    expect(row).toEqual(phone.keys);
    expect(await outbox(queued)).toHaveLength(1);
  });

  it('the same browser (same keys) signing in to another account moves to it; the first account’s waiting pushes stay behind', async () => {
    const first = await activeCustomer(h);
    const second = await activeCustomer(h);
    const phone = browser(`${push.origin}/push/shared-${randomBytes(4).toString('hex')}`);
    expect((await subscribe(first, phone)).status).toBe(200);
    const waiting = await queueAlert(first);
    expect((await subscribe(second, phone)).status).toBe(200);
    expect(await devicesOf(first)).toEqual([]);
    expect(await devicesOf(second)).toEqual([phone.endpoint]);
    expect(await outbox(waiting)).toEqual([]);
    // And back again after the next sign-in with the first account.
    expect((await subscribe(first, phone)).status).toBe(200);
    expect(await devicesOf(first)).toEqual([phone.endpoint]);
  });

  it('the owner may register its own endpoint with new keys (its browser subscribed again)', async () => {
    const me = await activeCustomer(h);
    const phone = browser(`${push.origin}/push/renewed-${randomBytes(4).toString('hex')}`);
    expect((await subscribe(me, phone)).status).toBe(200);
    const renewed = { endpoint: phone.endpoint, keys: browser('https://x').keys };
    expect((await subscribe(me, renewed)).status).toBe(200);
    const [row] = await h.db.query('SELECT p256dh, auth FROM push_subscriptions WHERE endpoint = $1', [phone.endpoint]);
    expect(row).toEqual(renewed.keys);
  });
});

it('the limits are the ones documented', () => {
  expect([MAX_PUSH_DEVICES, PUSH_LIMITS.perHost, PUSH_LIMITS.timeoutMs, PUSH_LIMITS.concurrency]).toEqual([
    DEVICES,
    PER_HOST,
    TIMEOUT_MS,
    64,
  ]);
});

it('the default allow-list is the four push services browsers hand out', () => {
  expect(DEFAULT_PUSH_SERVICE_HOSTS).toEqual([
    'fcm.googleapis.com',
    'updates.push.services.mozilla.com',
    '*.push.apple.com',
    '*.notify.windows.com',
  ]);
});
