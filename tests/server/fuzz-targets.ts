/**
 * A valid request for every endpoint of the route table (the fuzzer bends it), grouped so each
 * group runs as its own test file, in parallel with the others.
 */
import { randomBytes } from 'node:crypto';
import { sign } from 'hono/jwt';
import { API, IDEMPOTENCY_KEY_HEADER } from '@/contract';
import { AUTO_TOPUP_API } from '@/contract/auto-topup';
import { RECEIPT_API } from '@/contract/receipts';
import { issueAccessToken } from '@/server/auth/access-token';
import { todayInJapan } from '@/server/domain/japan-time';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzzEndpoints, type FuzzStats, type FuzzInputs, type Template } from './fuzz';
import { createHarness, T0, validRegistration, type Harness } from './harness';
import { addSim, house, issuedEsim, order, reservedSim, type House, type SimRef } from './households';
import { endpointsOf, ep, type EndpointKey } from './route-table';
import { cardToken, PLAN } from './shoppers';

export interface FuzzFixture {
  me: House;
  inputs: FuzzInputs;
  fresh: { phys: SimRef; esim: SimRef; code: string };
  lf: SimRef;
  sonet: SimRef;
  reserved: SimRef;
  orders: { card: string; cancel: string; wallet: string; slip: string };
  cardTokens: { register: string; authenticate: string };
  /** Today in Japan by the test clock: a valid activation date. */
  today: string;
}

/** Tokens that must all be refused: signed with our key but wrong, or not ours at all. */
async function badTokens(h: Harness, me: House): Promise<string[]> {
  const [row] = await h.db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'token_secret'`);
  const secret = row!.value;
  const now = Math.floor(h.clock.now / 1000);
  const claims = { sub: String(me.userId), iat: now, exp: now + 900, iss: 'prepaid-portal-api' };
  const [, payload] = me.auth.token.split('.');
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return [
    await issueAccessToken(me.userId, secret, T0 - 86_400_000, 900),
    await issueAccessToken(999_999, secret, h.clock.now, 900),
    await issueAccessToken(me.userId, 'another-secret-that-is-long-enough-000', h.clock.now, 900),
    await sign({ ...claims, fam: 'not-a-uuid' }, secret, 'HS256'),
    await sign({ ...claims, sub: 'abc' }, secret, 'HS256'),
    await sign({ ...claims, sub: '0' }, secret, 'HS256'),
    await sign({ ...claims, iss: 'someone-else' }, secret, 'HS256'),
    await sign({ sub: String(me.userId), iss: 'prepaid-portal-api' }, secret, 'HS256'),
    `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, sub: '1' })}.${me.auth.token.split('.')[2]}`,
    randomBytes(40).toString('base64url'),
  ];
}

export async function fuzzFixture(): Promise<{ h: Harness; fx: FuzzFixture }> {
  const h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
  const me = await house(h, { name: 'Fuzz Tester', card: '4111111111111111', holder: ['FUZZ', 'TESTER'] });
  const lf = await issuedEsim(h, me, 'linksfield_esim');
  const fx: FuzzFixture = {
    me,
    fresh: {
      phys: await addSim(h, me, 'physical_sim'),
      esim: await addSim(h, me, 'linksfield_esim'),
      code: (await h.newSim()).activation_code,
    },
    lf,
    sonet: await addSim(h, me, 'sonet_esim'),
    reserved: await reservedSim(h, me),
    orders: {
      card: await order(h, me, 'card'),
      cancel: await order(h, me),
      wallet: await order(h, me, 'alipay'),
      slip: await order(h, me, 'smartpit'),
    },
    cardTokens: { register: await cardToken(h), authenticate: await cardToken(h, undefined, { threeDS: false }) },
    today: todayInJapan(h.clock.now),
    inputs: { token: me.auth.token, badTokens: await badTokens(h, me), plausible: [] },
  };
  const sims = await h.db.query<{ id: number; iccid: string; tel_no: string | null }>('SELECT id, iccid, tel_no FROM sims ORDER BY id');
  const payments = await h.db.query<{ payment_id: string }>('SELECT payment_id FROM orders ORDER BY id');
  fx.inputs.plausible = [
    ...sims.flatMap((s) => [s.id, s.iccid, s.tel_no]),
    ...payments.map((o) => o.payment_id),
    ...['PREPAID', 'ESIMA', 'ESIMS', 'LF', 'physical_sim', 'sonet_esim', 'alipay', 'smartpit', 'approve', 'decline'],
    ...[0, 1, 2, 3, 4, 5, true, false, PLAN.data1, PLAN.ext7, PLAN.esimData1, 999],
    fx.today,
    '2026-05-01',
    '2026-05-02',
    '2025-12-31',
    '1990-02-29',
    '2000-02-29',
    '89049032000000000000000000012385',
    me.email,
    fx.fresh.code,
    fx.cardTokens.register,
    fx.cardTokens.authenticate,
  ];
  // The final purchase gives wallet and store orders their deadline (and the slip its number): their pages open.
  for (const pid of [fx.orders.wallet, fx.orders.slip]) await h.post('payments/confirm', { payment_id: pid }, me.auth);
  // Reading the lines completes the eSIM issuance that fell due when the clock moved: a job's write
  // that any later read, refused or not, would otherwise make. The clock stands still from here on.
  await h.get('cards/list', me.auth);
  return { h, fx };
}

const sim = (s: SimRef) => s.id;
const random43 = () => randomBytes(32).toString('base64url');

export function templates(fx: FuzzFixture): Record<EndpointKey, Template> {
  const { me } = fx;
  const auth = true;
  const phys = { id: String(sim(me.phys)) };
  return {
    // Accounts: auth/*, prepaid_users/*, faq.
    [ep.post(API.register)]: { body: validRegistration(fx.fresh.code) },
    [ep.post(API.registerConfirm)]: { body: { token: random43(), password: 'Secret123!' } },
    [ep.post(API.login)]: { body: { email: me.email, password: me.password } },
    [ep.post(API.activationLogin)]: { body: { email: me.email, password: me.password, activation_code: fx.fresh.code } },
    [ep.post(API.checkCode)]: { body: { activation_code: fx.fresh.code } },
    [ep.post(API.forgotPassword)]: { body: { email: me.email } },
    [ep.post(API.resetPassword)]: { body: { token: random43(), password: 'New-pass-123' } },
    [ep.post(API.logout)]: { body: { refresh_token: random43() } },
    [ep.post(API.refreshToken)]: { body: { refresh_token: random43() } },
    [ep.post(API.regComplete)]: { auth, body: { id: sim(fx.reserved) } },
    [ep.get(API.profile)]: { auth },
    [ep.put(API.profile)]: {
      auth,
      body: {
        full_name: 'Fuzz Tester',
        purpose_of_use: 'travel',
        nationality: 'JP',
        gender: 'other',
        date_of_birth: '1990-01-01',
        affiliation: 'QA',
      },
    },
    [ep.post(API.changePassword)]: { auth, body: { current_password: me.password, new_password: 'Other-pass-1' } },
    [ep.get(API.video)]: { auth },
    [ep.get(API.banner)]: { auth },
    [ep.get(API.notices)]: { auth },
    [ep.get(API.faq)]: { auth, query: { type: '1' } },
    // Cards: cards/*, apn/*.
    [ep.post(API.checkCard)]: { auth, body: { id: sim(me.phys) } },
    [ep.get(API.cardInfo)]: { auth, query: { ...phys, type: 'PREPAID' } },
    [ep.get(API.cardUsage)]: { auth, query: { ...phys, type: 'PREPAID' } },
    [ep.get(API.cardUsageDays)]: { auth, query: { ...phys, type: 'PREPAID' } },
    [ep.post(API.prepaidActivate)]: { auth, body: { id: sim(fx.fresh.phys), activation_date: fx.today } },
    [ep.post(API.esimActivate)]: { auth, body: { id: sim(fx.fresh.esim), type: 'LF' } },
    [ep.get(API.lines)]: { auth },
    [ep.post(API.switchSim)]: { auth, body: { id: sim(me.phys) } },
    [ep.post(API.check5g)]: { auth, body: { iccid: me.phys.iccid, tel_no: me.phys.tel_no } },
    [ep.post(API.add5g)]: { auth, body: { iccid: me.phys.iccid, tel_no: me.phys.tel_no } },
    [ep.get(`${API.alerts}/:iccid`)]: { auth, params: { iccid: me.phys.iccid } },
    [ep.put(`${API.alerts}/:iccid`)]: {
      auth,
      params: { iccid: me.phys.iccid },
      body: { alerts: [{ kind: 'data_20', push: false, mail: true }] },
    },
    [ep.get(API.pushKey)]: { auth },
    [ep.post(API.pushSubscription)]: {
      auth,
      body: {
        endpoint: 'http://127.0.0.1:9/push/fuzz',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
        expirationTime: null,
      },
    },
    [ep.delete(API.pushSubscription)]: { auth, body: { endpoint: 'http://127.0.0.1:9/push/fuzz' } },
    [ep.get(API.apnPrepaid)]: { auth, query: { platform: '1', ...phys } },
    [ep.get(API.apnDownload)]: { auth, query: { platform: '1', ...phys } },
    [ep.get(API.apnEsimAndroid)]: { auth, query: { platform: '2', id: String(sim(fx.lf)) } },
    [ep.get(API.sonetEsim)]: { auth, query: { platform: '1', id: String(sim(fx.sonet)) } },
    [ep.get(API.sonetEsimApn)]: { auth, query: { platform: '2', id: String(sim(fx.sonet)) } },
    [ep.get(API.esimActivationCode)]: { auth, query: { platform: '1', id: String(sim(fx.lf)) } },
    [ep.get(API.esimQrCode)]: { auth, query: { platform: '2', id: String(sim(fx.lf)) } },
    [ep.get(API.esimQrDownload)]: { auth, query: { id: String(sim(fx.lf)) } },
    // Payments: plans/*, payments*.
    [ep.get(API.dataPlans)]: { auth, query: phys },
    [ep.get(API.extensionPlans)]: { auth, query: phys },
    [ep.get(API.dataHistory)]: { auth, query: { ...phys, page: '1' } },
    [ep.get(API.extensionHistory)]: { auth, query: { ...phys, page: '1' } },
    // With a key: bent bodies reach the replay (same plan) and the refusal of a reused key (E0029).
    [ep.post(API.purchase)]: {
      auth,
      body: { id: sim(me.phys), plan_id: PLAN.data1 },
      headers: { [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: random43() },
    },
    [ep.get(API.order)]: { auth, query: { id: fx.orders.card } },
    [ep.post(API.regPayment)]: {
      auth,
      body: { tkn: fx.cardTokens.register, payment_method: 0, credit: false, first_payment_method: false, payment_id: fx.orders.card },
    },
    [ep.post(API.confirm)]: { auth, body: { payment_id: fx.orders.card } },
    [ep.post(API.makePayment)]: { auth, body: { payment_id: fx.orders.wallet } },
    [ep.post(API.cancel)]: { auth, body: { payment_id: fx.orders.cancel } },
    [ep.get(API.savedCard)]: { auth, query: { payment_id: fx.orders.card } },
    [ep.delete(API.deleteCard)]: { auth, query: { payment_id: fx.orders.card } },
    [ep.get(AUTO_TOPUP_API.state)]: { auth, query: phys },
    [ep.post(AUTO_TOPUP_API.state)]: {
      auth,
      body: { id: sim(me.phys), threshold_pct: 20, plan_id: PLAN.data1, monthly_cap: 2, agree: true },
    },
    [ep.post(AUTO_TOPUP_API.off)]: { auth, body: { id: sim(me.phys) } },
    [ep.get(RECEIPT_API.receipt)]: { auth, query: { id: fx.orders.card } },
    [ep.post(RECEIPT_API.issue)]: { auth, body: { payment_id: fx.orders.card, addressee: '株式会社テスト' } },
    // An order with no receipt: the inputs are probed, without drawing a PDF a run (a tenth of a second each).
    [ep.post(RECEIPT_API.pdf)]: { auth, body: { payment_id: fx.orders.cancel, addressee: '' } },
    // The provider's notification of a wallet payment (decision 0047): the sandbox accepts only what its own pages signed.
    [ep.raw('POST', '/api/payments/notify')]: { body: { payment_id: fx.orders.wallet, method: 'alipay', ref: 'fuzz-ref' } },
    // The sandbox (card provider, mailbox, where its gateway is) and public media.
    [ep.raw('POST', '/api/sandbox/sims')]: { body: { type: 'physical_sim' } },
    [ep.raw('GET', '/api/sandbox/mail')]: { query: { to: me.email } },
    [ep.raw('GET', '/api/sandbox/charges')]: { query: { payment_id: fx.orders.card } },
    [ep.raw('GET', '/api/sandbox/gateway')]: {},
    [ep.raw('POST', '/api/sandbox/usage')]: { body: { iccid: me.phys.iccid, used_mb: 100, rate_mb_per_day: 50 } },
    [ep.raw('POST', '/api/sandbox/line_status')]: { body: { iccid: me.phys.iccid, sc_status: 'activated' } },
    [ep.raw('GET', '/api/sandbox/provider/cptoken.js')]: {},
    [ep.raw('GET', '/api/sandbox/provider/threeds.js')]: {},
    [ep.raw('POST', '/api/sandbox/provider/tokens')]: {
      body: { aid: '000001', cn: '4111111111111111', ed: '3012', fn: 'FUZZ', ln: 'TESTER', cvv: '123' },
    },
    [ep.raw('POST', '/api/sandbox/provider/3ds')]: { body: { tkn: fx.cardTokens.authenticate, aid: '000001', am: 0, tx: 0, sf: 0 } },
    [ep.raw('GET', '/api/media/apn/:lng/:variant/:file')]: { params: { lng: 'en', variant: 'prepaid', file: 'ios-profile-download.svg' } },
    [ep.raw('GET', '/api/media/banner/:file')]: { params: { file: 'five-g.svg' } },
    [ep.raw('GET', '/healthz')]: {},
    [ep.raw('GET', '/readyz')]: {},
  };
}

export type FuzzGroup = 'accounts' | 'cards' | 'payments' | 'sandbox';

export function groupOf(key: EndpointKey): FuzzGroup | undefined {
  const path = key.slice(key.indexOf(' ') + 1);
  // The sandbox, media and the load balancer's probes: no customer behind them.
  if (/^\/api\/(sandbox|media)\//.test(path) || /^\/(healthz|readyz)$/.test(path)) return 'sandbox';
  if (/^\/api\/:lng\/(auth|prepaid_users|faq)\//.test(path)) return 'accounts';
  if (/^\/api\/:lng\/(cards|apn|alerts)\//.test(path)) return 'cards';
  if (/^\/api\/:lng\/(plans\/|payments|auto_topup)/.test(path) || path === '/api/payments/notify') return 'payments';
  return undefined;
}

/** The group's templates, after checking that every endpoint of the app has one and belongs to a group. */
export function groupTemplates(h: Harness, fx: FuzzFixture, group: FuzzGroup): Record<EndpointKey, Template> {
  const all = templates(fx);
  const routes = endpointsOf(h.app);
  const missing = routes.filter((k) => !(k in all) || groupOf(k) === undefined);
  const stale = Object.keys(all).filter((k) => !routes.includes(k));
  if (missing.length || stale.length)
    throw new Error(`fuzz targets out of date: missing ${missing.join(', ')}; unknown ${stale.join(', ')}`);
  return Object.fromEntries(Object.entries(all).filter(([k]) => groupOf(k) === group));
}

/**
 * One test file's suite: `runs` generated requests for each endpoint of the group. The figures are
 * printed so a run can be quoted (README, "Reliability and security").
 */
export function fuzzSuite(group: FuzzGroup, defaultRuns: number): void {
  // FUZZ_RUNS=1000 for a longer soak; FUZZ_SEED to replay a failure fast-check reported.
  const runs = Number(process.env.FUZZ_RUNS) || defaultRuns;
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  let h: Harness;
  let fx: FuzzFixture;
  beforeAll(async () => {
    ({ h, fx } = await fuzzFixture());
  });
  afterAll(() => h?.close());

  it(
    `${group}: ${runs} bent requests per endpoint, no 5xx, every refusal {code, message} and no change`,
    async () => {
      const targets = groupTemplates(h, fx, group);
      const started = performance.now();
      const stats: FuzzStats = await fuzzEndpoints(h, targets, fx.inputs, runs, seed);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `fuzz ${group}: ${stats.requests} requests to ${Object.keys(targets).length} endpoints in ${seconds} s; by status ${JSON.stringify(stats.byStatus)}`,
      );
      expect(stats.requests).toBeGreaterThanOrEqual(runs * Object.keys(targets).length);
      // The CI soak (FUZZ_RUNS=1000 on PostgreSQL) needs longer than the everyday 60 per endpoint.
    },
    Math.max(300_000, runs * 1_500),
  );
}
