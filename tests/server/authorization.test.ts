/**
 * The authorization sweep (DESIGN.md: "the API checks that every SIM, order and card it touches
 * belongs to the caller"). Every endpoint of the route table is classified below; one that names a
 * customer's SIM, order or card is called by customer A with customer B's id and must answer 403/404
 * {code, message}, change nothing in any table and reveal nothing of B's. The same request with A's
 * own id must then succeed, so a refusal for any other reason (a malformed request) cannot pass.
 * A new endpoint without an entry here fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGatewayOf } from '@/server/app';
import { randomBytes } from 'node:crypto';
import { API, IDEMPOTENCY_KEY_HEADER } from '@/contract';
import { AUTO_TOPUP_API } from '@/contract/auto-topup';
import { RECEIPT_API } from '@/contract/receipts';
import { todayInJapan } from '@/server/domain/japan-time';
import { snapshot } from './db-snapshot';
import { createHarness, validRegistration, type Harness } from './harness';
import { addSim, house, issuedEsim, makeInUse, order, reservedSim, secretsOf, type House, type SimRef } from './households';
import { endpointsOf, ep, fillPath, splitKey, type EndpointKey } from './route-table';
import { cardToken, PLAN } from './shoppers';

let h: Harness;
let A: House;
let B: House;

beforeAll(async () => {
  h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
  A = await house(h, { name: 'Alice Abe', card: '4111111111111111', holder: ['ALICE', 'ABE'] });
  B = await house(h, { name: 'Bob Baba', card: '5555555555554444', holder: ['BOB', 'BABA'] });
});
afterAll(() => h?.close());

interface Req {
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

async function send(key: EndpointKey, req: Req, who?: House) {
  const { method, path } = splitKey(key);
  const qs = req.query ? `?${new URLSearchParams(Object.entries(req.query).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await h.request(method, fillPath(path, { lng: 'en', ...req.params }) + qs, req.body, {
    headers: req.headers ?? {},
    ...(who ? { token: who.auth.token } : {}),
  });
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  return { ...res, text };
}

/** Resources used read-only by several cases are made once per customer. */
const memo = new Map<string, Promise<SimRef>>();
const once = (me: House, what: string, make: () => Promise<SimRef>) => {
  const key = `${me.userId}:${what}`;
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key)!;
};
const lfIssued = (me: House) => once(me, 'lf', () => issuedEsim(h, me, 'linksfield_esim'));
const sonet = (me: House) => once(me, 'sonet', () => addSim(h, me, 'sonet_esim'));
const today = () => todayInJapan(h.clock.now);

/** How to name one of the customer's things in a request to an endpoint (made fresh when the call changes it). */
interface OwnedCase {
  name: string;
  make: (me: House) => Promise<Req>;
}
const byId =
  (make: (me: House) => Promise<SimRef> | SimRef, extra: Record<string, unknown> = {}) =>
  async (me: House) => ({ body: { id: (await make(me)).id, ...extra } });
const queryId =
  (make: (me: House) => Promise<SimRef> | SimRef, extra: Record<string, string> = {}) =>
  async (me: House) => ({
    query: { ...extra, id: (await make(me)).id },
  });
const withOrder =
  (method: Parameters<typeof order>[2], extra: (me: House) => Promise<Record<string, unknown>> | Record<string, unknown> = () => ({})) =>
  async (me: House) => ({
    body: { payment_id: await order(h, me, method), ...(await extra(me)) },
  });
/** A purchase the customer made with an Idempotency-Key, as its repeat would be sent. */
const keyedPurchase = async (me: House): Promise<Req> => {
  const req = {
    body: { id: me.phys.id, plan_id: PLAN.data3 },
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomBytes(24).toString('base64url') },
  };
  const first = await send(ep.post(API.purchase), req, me);
  if (first.status !== 200) throw new Error(`keyed purchase: ${first.status} ${first.text}`);
  return req;
};
const PAY_METHODS = ['card', 'saved_card', 'alipay', 'wechat', 'unionpay', 'smartpit'] as const;
/** An order paid by card: it has a receipt. */
const paidOrder = async (me: House) => {
  const pid = await order(h, me, 'card');
  const res = await h.post('payments/confirm', { payment_id: pid }, me.auth);
  if (res.status !== 200) throw new Error(`confirm: ${res.status} ${JSON.stringify(res.body)}`);
  return pid;
};

/** Endpoints that name a SIM (id or ICCID), an order (payment id) or, through an order, the saved card. */
const OWNED: Record<EndpointKey, OwnedCase[]> = {
  [ep.post(API.checkCard)]: [{ name: 'SIM id', make: byId((me) => me.phys) }],
  [ep.get(API.cardInfo)]: [{ name: 'SIM id', make: queryId((me) => me.phys, { type: 'PREPAID' }) }],
  [ep.get(API.cardUsage)]: [{ name: 'SIM id', make: queryId((me) => me.phys, { type: 'PREPAID' }) }],
  [ep.get(API.cardUsageDays)]: [{ name: 'SIM id', make: queryId((me) => me.phys, { type: 'PREPAID' }) }],
  [ep.post(API.prepaidActivate)]: [
    {
      name: 'new physical SIM',
      make: async (me) => ({ body: { id: (await addSim(h, me, 'physical_sim')).id, activation_date: today() } }),
    },
  ],
  [ep.post(API.esimActivate)]: [
    { name: 'LF eSIM', make: byId((me) => addSim(h, me, 'linksfield_esim'), { type: 'LF' }) },
    {
      name: 'ESIMS eSIM with an EID',
      make: byId((me) => addSim(h, me, 'sonet_esim'), { type: 'ESIMS', eid: '89049032000000000000000000054386' }),
    },
  ],
  [ep.post(API.switchSim)]: [{ name: 'SIM id', make: byId((me) => me.phys) }],
  [ep.post(API.check5g)]: [
    { name: 'ICCID and line number', make: async (me) => ({ body: { iccid: me.phys.iccid, tel_no: me.phys.tel_no } }) },
    { name: 'ICCID alone', make: async (me) => ({ body: { iccid: me.phys.iccid, tel_no: null } }) },
  ],
  [ep.post(API.add5g)]: [
    {
      name: 'ICCID of a SIM in use',
      make: async (me) => {
        const sim = await makeInUse(h, await addSim(h, me, 'physical_sim'));
        return { body: { iccid: sim.iccid, tel_no: sim.tel_no } };
      },
    },
  ],
  [ep.post(API.regComplete)]: [{ name: 'reserved SIM', make: byId((me) => reservedSim(h, me)) }],
  [ep.get(`${API.alerts}/:iccid`)]: [{ name: 'ICCID', make: async (me) => ({ params: { iccid: me.phys.iccid } }) }],
  [ep.put(`${API.alerts}/:iccid`)]: [
    {
      name: 'ICCID',
      make: async (me) => ({ params: { iccid: me.phys.iccid }, body: { alerts: [{ kind: 'data_20', push: false, mail: true }] } }),
    },
  ],
  [ep.get(API.apnPrepaid)]: [{ name: 'SIM id', make: queryId((me) => me.phys, { platform: '1' }) }],
  [ep.get(API.apnDownload)]: [{ name: 'SIM id', make: queryId((me) => me.phys, { platform: '1' }) }],
  [ep.get(API.apnEsimAndroid)]: [{ name: 'eSIM id', make: queryId(lfIssued, { platform: '2' }) }],
  [ep.get(API.sonetEsim)]: [{ name: 'eSIM id', make: queryId(sonet, { platform: '1' }) }],
  [ep.get(API.sonetEsimApn)]: [{ name: 'eSIM id', make: queryId(sonet, { platform: '1' }) }],
  [ep.get(API.esimActivationCode)]: [{ name: 'issued eSIM id', make: queryId(lfIssued, { platform: '1' }) }],
  [ep.get(API.esimQrCode)]: [{ name: 'issued eSIM id', make: queryId(lfIssued, { platform: '2' }) }],
  [ep.get(API.esimQrDownload)]: [{ name: 'issued eSIM id', make: queryId(lfIssued) }],
  [ep.get(API.dataPlans)]: [{ name: 'SIM id', make: queryId((me) => me.phys) }],
  [ep.get(API.extensionPlans)]: [{ name: 'SIM id', make: queryId((me) => me.phys) }],
  [ep.get(API.dataHistory)]: [{ name: 'SIM id', make: queryId((me) => me.phys, { page: '1' }) }],
  [ep.get(API.extensionHistory)]: [{ name: 'SIM id', make: queryId((me) => me.phys, { page: '1' }) }],
  [ep.post(API.purchase)]: [
    { name: 'SIM id', make: byId((me) => me.phys, { plan_id: PLAN.data3 }) },
    // The owner's purchase repeated word for word, key included: a key must never unlock the owner's order.
    { name: 'SIM id and the Idempotency-Key of an order made with it', make: keyedPurchase },
  ],
  [ep.get(API.order)]: [{ name: 'payment id', make: async (me) => ({ query: { id: await order(h, me, 'alipay') } }) }],
  [ep.post(API.regPayment)]: [
    { name: 'wallet', make: withOrder(undefined, () => ({ payment_method: 2, credit: false })) },
    { name: 'convenience store', make: withOrder(undefined, () => ({ payment_method: 1, credit: false })) },
    // The caller's own fresh card token on someone else's order: the token must not be consumed.
    { name: 'new card, saved', make: withOrder(undefined, async () => ({ payment_method: 0, credit: true, tkn: await cardToken(h) })) },
    // The caller's saved card must not pay someone else's order.
    { name: 'saved card', make: withOrder(undefined, () => ({ payment_method: 0, credit: false, first_payment_method: true })) },
  ],
  [ep.post(API.confirm)]: PAY_METHODS.map((m) => ({ name: `order paid by ${m}`, make: withOrder(m) })),
  [ep.post(API.makePayment)]: PAY_METHODS.map((m) => ({ name: `order paid by ${m}`, make: withOrder(m) })),
  [ep.post(API.cancel)]: [{ name: 'unpaid order', make: withOrder(undefined) }],
  [ep.get(API.savedCard)]: [{ name: 'payment id', make: async (me) => ({ query: { payment_id: await order(h, me, 'card') } }) }],
  [ep.get(AUTO_TOPUP_API.state)]: [{ name: 'SIM id', make: queryId((me) => me.phys) }],
  [ep.post(AUTO_TOPUP_API.state)]: [
    { name: 'SIM id', make: byId((me) => me.phys, { threshold_pct: 20, plan_id: PLAN.data1, monthly_cap: 2, agree: true }) },
  ],
  [ep.post(AUTO_TOPUP_API.off)]: [{ name: 'SIM id', make: byId((me) => me.phys) }],
  [ep.get(RECEIPT_API.receipt)]: [{ name: 'paid order', make: async (me) => ({ query: { id: await paidOrder(me) } }) }],
  [ep.post(RECEIPT_API.issue)]: [
    { name: 'paid order', make: async (me) => ({ body: { payment_id: await paidOrder(me), addressee: '株式会社テスト' } }) },
  ],
  [ep.post(RECEIPT_API.pdf)]: [{ name: 'paid order', make: async (me) => ({ body: { payment_id: await paidOrder(me) } }) }],
  // Last: its control deletes A's saved card, which the saved-card cases above need.
  [ep.delete(API.deleteCard)]: [{ name: 'payment id', make: async (me) => ({ query: { payment_id: await order(h, me) } }) }],
};

/** Endpoints that act on the caller's own account only (the user comes from the token): nothing of B's in the answer. */
const SELF: Record<EndpointKey, { name: string; make: (me: House, other: House) => Req }> = {
  [ep.get(API.lines)]: { name: 'line list', make: () => ({}) },
  [ep.get(API.profile)]: { name: 'profile', make: () => ({}) },
  [ep.get(API.banner)]: { name: 'banners of the current SIM', make: () => ({}) },
  [ep.get(API.pushKey)]: { name: 'push key', make: () => ({}) },
  // Subscribing this browser, and unsubscribing: only the caller's own subscriptions (the body names no account: strict schema).
  [ep.post(API.pushSubscription)]: {
    name: 'push subscription',
    make: () => ({
      body: {
        endpoint: `http://127.0.0.1:9/push/${randomBytes(6).toString('hex')}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      },
    }),
  },
  [ep.delete(API.pushSubscription)]: { name: 'push unsubscription', make: () => ({ body: { endpoint: 'http://127.0.0.1:9/push/none' } }) },
  // B's identifiers smuggled into the body must be ignored (no mass assignment).
  [ep.put(API.profile)]: {
    name: 'profile update',
    make: (_me, other) => ({
      body: {
        full_name: 'Alice Abe',
        purpose_of_use: 'travel',
        nationality: 'JP',
        gender: 'female',
        date_of_birth: '1990-01-01',
        id: other.userId,
        user_id: other.userId,
        email: other.email,
      },
    }),
  },
  [ep.post(API.changePassword)]: {
    name: 'password change',
    make: (me, other) => ({
      body: { current_password: me.password, new_password: 'Changed-pass-1', user_id: other.userId, id: other.userId, email: other.email },
    }),
  },
};

/**
 * Endpoints that take a secret instead of an id: whoever holds it is entitled (an activation code
 * printed on the SIM's package, a mailed reset token, a refresh token). B's value sent by A gets the
 * documented answer, changes nothing and reveals nothing.
 */
interface CredentialCase {
  name: string;
  make: (me: House, other: House) => Promise<Req>;
  expect: { status: number; code?: string };
  /** The call changes the database by design (forgot_password mails B, as it would for anyone). */
  writes?: boolean;
}
const codeOf = async (me: House) =>
  (await h.db.query<{ activation_code: string }>('SELECT activation_code FROM sims WHERE id = $1', [me.phys.id]))[0]!.activation_code;
const CREDENTIAL: Record<EndpointKey, CredentialCase | { why: string }> = {
  [ep.post(API.login)]: {
    name: 'B’s email with A’s password',
    make: async (me, other) => ({ body: { email: other.email, password: me.password } }),
    expect: { status: 401, code: 'E0003' },
  },
  [ep.post(API.activationLogin)]: {
    name: 'A’s credentials with B’s activation code',
    make: async (me, other) => ({ body: { email: me.email, password: me.password, activation_code: await codeOf(other) } }),
    expect: { status: 409, code: 'E0007' },
  },
  [ep.post(API.register)]: {
    name: 'B’s activation code',
    make: async (_me, other) => ({ body: validRegistration(await codeOf(other)) }),
    expect: { status: 409, code: 'E0007' },
  },
  [ep.post(API.checkCode)]: {
    name: 'B’s activation code',
    make: async (_me, other) => ({ body: { activation_code: await codeOf(other) } }),
    expect: { status: 200 },
  },
  [ep.post(API.forgotPassword)]: {
    name: 'B’s email',
    make: async (_me, other) => ({ body: { email: other.email } }),
    expect: { status: 200 },
    writes: true,
  },
  [ep.post(API.registerConfirm)]: {
    why: 'a 256-bit token mailed to the address being registered; single use, expiring (attacks/registration-attacks.test.ts)',
  },
  [ep.post(API.resetPassword)]: { why: 'a 256-bit token mailed to the account owner; single use, expiring (password-reset.test.ts)' },
  [ep.post(API.refreshToken)]: { why: 'a 256-bit token held by the session; rotation and reuse detection in tokens.test.ts' },
  [ep.post(API.logout)]: { why: 'ends the session of the refresh token presented: holding it is the authority (tokens.test.ts)' },
  // The provider's signature is the credential, checked by the payment module (decision 0047); the
  // sandbox accepts only the notifications its own pages signed with a key of this process (0063).
  [ep.raw('POST', '/api/payments/notify')]: {
    name: 'A claims B’s unpaid wallet order was paid',
    make: async (_me, other) => {
      const bought = await h.post('plans/recharge', { id: other.phys.id, plan_id: 101 }, other.auth);
      await h.post('payments/reg_payment', { payment_method: 2, credit: false, payment_id: bought.body.payment_id }, other.auth);
      return { body: { payment_id: bought.body.payment_id, method: 'alipay', ref: 'forged' } };
    },
    expect: { status: 400, code: 'E0055' },
  },
};

/** The same for everyone: no customer data to leak. */
const PUBLIC: Record<EndpointKey, string> = {
  [ep.get(API.video)]: 'the service video section',
  [ep.get(API.notices)]: 'notices',
  [ep.get(API.faq)]: 'the FAQ of a SIM type',
  [ep.raw('GET', '/api/media/apn/:lng/:variant/:file')]: 'APN step pictures (per language and APN, no customer data)',
  [ep.raw('GET', '/api/media/banner/:file')]: 'banner pictures',
  [ep.raw('GET', '/healthz')]: 'liveness for the load balancer (no data)',
  [ep.raw('GET', '/readyz')]: 'readiness for the load balancer (names of failing checks, dead-letter counts by job name; no customer data)',
};

/** The sandbox (test payment provider, test mailbox) is off in production: proven below for every path. */
const isSandbox = (key: EndpointKey) => splitKey(key).path.startsWith('/api/sandbox/');

describe('the authorization table', () => {
  it('classifies every endpoint of the route table exactly once', () => {
    const tables = [OWNED, SELF, CREDENTIAL, PUBLIC].map((t) => Object.keys(t));
    const listed = tables.flat();
    expect(new Set(listed).size, 'an endpoint is listed twice').toBe(listed.length);
    const routes = endpointsOf(h.app);
    const unlisted = routes.filter((k) => !isSandbox(k) && !listed.includes(k));
    expect(unlisted, 'endpoints without an authorization case').toEqual([]);
    expect(
      listed.filter((k) => !routes.includes(k)),
      'cases for endpoints that do not exist',
    ).toEqual([]);
    expect(Object.values(OWNED).flat().length).toBeGreaterThanOrEqual(Object.keys(OWNED).length);
  });
});

function expectRefusal(res: { status: number; body: unknown }) {
  expect([403, 404], JSON.stringify(res.body)).toContain(res.status);
  expect(res.body).toEqual({ code: expect.any(String), message: expect.any(String) });
}

function expectNothingOf(secrets: string[], text: string) {
  const leaked = secrets.filter((s) => text.includes(s));
  expect(leaked, `leaked in: ${text.slice(0, 300)}`).toEqual([]);
}

describe('another customer’s SIM, order or card', () => {
  const cases = Object.entries(OWNED).flatMap(([key, list]) => list.map((c) => [`${key} (${c.name})`, key, c] as const));

  it.each(cases)('%s: 403/404 {code, message}, no change, nothing revealed; the owner’s own id works', async (_label, key, c) => {
    const theirs = await c.make(B);
    // Everything of B's that must never reach A, B's newest things included.
    const secretsOfB = await secretsOf(h, B.userId);
    const before = await snapshot(h.db);
    const res = await send(key, theirs, A);
    expectRefusal(res);
    expect(await snapshot(h.db)).toEqual(before);
    expectNothingOf(secretsOfB, res.text);

    const mine = await c.make(A);
    const own = await send(key, mine, A);
    expect(own.status, own.text.slice(0, 300)).toBeLessThan(300);
  });
});

describe('endpoints about the caller’s own account', () => {
  it.each(Object.entries(SELF).map(([key, c]) => [`${key} (${c.name})`, key, c] as const))(
    '%s: answers about A only and leaves B alone',
    async (_label, key, c) => {
      const bRows = () =>
        Promise.all([
          h.db.query('SELECT xmin::text, * FROM users WHERE id = $1', [B.userId]),
          h.db.query('SELECT xmin::text, * FROM refresh_tokens WHERE user_id = $1 ORDER BY id', [B.userId]),
          h.db.query('SELECT xmin::text, * FROM sims WHERE user_id = $1 ORDER BY id', [B.userId]),
        ]);
      const before = await bRows();
      const res = await send(key, c.make(A, B), A);
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      expectNothingOf(await secretsOf(h, B.userId), res.text);
      expect(await bRows()).toEqual(before);
      if (key === ep.post(API.changePassword)) A.password = 'Changed-pass-1';
      const [mine] = await h.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [A.userId]);
      expect(mine!.email).toBe(A.email);
    },
  );
});

describe('endpoints that take a secret rather than an id', () => {
  const cases = Object.entries(CREDENTIAL).filter((e): e is [string, CredentialCase] => 'make' in e[1]);

  it.each(cases.map(([key, c]) => [`${key} (${c.name})`, key, c] as const))(
    '%s: the documented answer, nothing revealed',
    async (_label, key, c) => {
      const req = await c.make(A, B);
      const secrets = await secretsOf(h, B.userId);
      // A refused attempt is counted (rate_limits): that is the limiter working, not a change.
      const customerData = async () => {
        const { rate_limits: _counted, ...rest } = await snapshot(h.db);
        return rest;
      };
      const before = await customerData();
      const res = await send(key, req);
      expect(res.status, res.text.slice(0, 300)).toBe(c.expect.status);
      if (c.expect.code) expect(res.body).toEqual({ code: c.expect.code, message: expect.any(String) });
      expectNothingOf(secrets, res.text);
      if (!c.writes) expect(await customerData()).toEqual(before);
    },
  );

  it('check_code tells only the type and whether the code is taken', async () => {
    const res = await send(ep.post(API.checkCode), { body: { activation_code: await codeOf(B) } });
    expect(res.body).toEqual({ sim_type: 'physical_sim', registered: true });
  });

  it('forgot_password answers B’s address exactly as an unknown one', async () => {
    const known = await send(ep.post(API.forgotPassword), { body: { email: B.email } });
    const unknown = await send(ep.post(API.forgotPassword), { body: { email: 'nobody-here@example.test' } });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
  });
});

describe('the sandbox in production mode', () => {
  let prod: Harness;
  beforeAll(async () => {
    prod = await createHarness({ config: { mode: 'production' } });
  });
  afterAll(() => prod?.close());

  it('answers 404 E0010 on every sandbox path, so its unauthenticated pages never exist for real', async () => {
    const keys = endpointsOf(prod.app).filter(isSandbox);
    expect(keys.length).toBeGreaterThanOrEqual(7);
    // The wallet and store pages are the gateway's, which production never makes (main.ts serves it in sandbox mode only).
    expect(() => sandboxGatewayOf(prod.app)).toThrow(/sandbox mode only/);
    for (const key of keys) {
      const { method, path } = splitKey(key);
      const res = await prod.request(
        method,
        fillPath(path, { method: 'alipay', payment_id: 'pi_x', file: 'x' }),
        method === 'GET' ? undefined : {},
      );
      expect([key, res.status, res.body]).toEqual([key, 404, { code: 'E0010', message: 'Not found.' }]);
    }
  });
});
