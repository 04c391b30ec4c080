import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/contract';
import { RateLimiter, RULES, type RateRule } from '@/server/http/rate-limit';
import { createHarness, T0, validRegistration, type Harness, type TestResponse } from './harness';

let h: Harness;
let counter = 0;
/** Each attempt and each test gets its own address, email or code unless it is the one being limited. */
const freshIp = () => `client-${++counter}`;
const freshEmail = () => `u${++counter}@example.test`;
const freshCode = () => `NOSUCHCODE${++counter}`;

const SECRET = 'rate-limit-test-secret-of-enough-length';
/** Sessions are checked on every request, so change_password is tried with real logins' tokens (valid for years: the tests move the clock by whole windows). */
let customer: string;
const others: string[] = [];

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitScale: 1, tokenSecret: SECRET, accessTokenTtlSeconds: 10 * 365 * 86400 } });
  customer = (await h.register()).login.access_token;
  for (let i = 0; i < 4; i++) others.push((await h.register()).login.access_token);
});
afterAll(() => h?.close());

async function repeat(n: number, call: (i: number) => Promise<TestResponse>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await call(i)).status);
  return statuses;
}

const login = (email: string, ip: string) => h.post('auth/login', { email, password: 'guess' }, { ip });
const activationLogin = (email: string, code: string, ip: string) =>
  h.post('auth/activation_login', { email, password: 'guess', activation_code: code }, { ip });
const register = (email: string, code: string, ip: string) => h.post('auth/register', validRegistration(code, { email }), { ip });
const confirm = (token: string, ip: string) => h.post('auth/register_confirm', { token, password: 'guess-word' }, { ip });
const checkCode = (code: string, ip: string) => h.post('auth/check_code', { activation_code: code }, { ip });
const changePassword = async (token: string, ip: string) =>
  h.post('prepaid_users/change_password', { current_password: 'wrong-guess', new_password: 'Whatever-123' }, { ip, token });

/**
 * One row per limit: `attempt(i)` keeps the limited key (address, email or code) and varies every other
 * one, so only the rule under test can answer 429. `normal(i)` is the status under the limit.
 */
interface LimitCase {
  rule: RateRule;
  attempt: (i: number) => Promise<TestResponse>;
  normal: (i: number) => number;
}
type Key = { ip: string; email: string; code: string };
const LIMITS: [string, (k: Key) => LimitCase][] = [
  ['login per address', (k) => ({ rule: RULES.loginPerIp, attempt: () => login(freshEmail(), k.ip), normal: () => 401 })],
  ['login per address and email', (k) => ({ rule: RULES.loginPerIpEmail, attempt: () => login(k.email, k.ip), normal: () => 401 })],
  [
    'login per email, from any address',
    (k) => ({ rule: RULES.loginPerEmail, attempt: () => login(k.email, freshIp()), normal: () => 401 }),
  ],
  [
    'login and activation_login per email together',
    (k) => ({
      rule: RULES.loginPerEmail,
      attempt: (i) => (i % 2 ? login(k.email, freshIp()) : activationLogin(k.email, freshCode(), freshIp())),
      normal: () => 401,
    }),
  ],
  [
    'activation_login per address',
    (k) => ({ rule: RULES.activationLoginPerIp, attempt: () => activationLogin(freshEmail(), freshCode(), k.ip), normal: () => 401 }),
  ],
  [
    'register per address',
    (k) => ({ rule: RULES.registerPerIp, attempt: () => register(freshEmail(), freshCode(), k.ip), normal: () => 400 }),
  ],
  [
    'register_confirm per address',
    (k) => ({ rule: RULES.registerConfirmPerIp, attempt: () => confirm(freshEmail(), k.ip), normal: () => 400 }),
  ],
  // Unknown links count too: the limit is on the tries of one link, before anything is looked up.
  [
    'register_confirm per link, from any address',
    (k) => ({ rule: RULES.registerConfirmPerToken, attempt: () => confirm(k.code, freshIp()), normal: () => 400 }),
  ],
  [
    'register per email, from any address',
    (k) => ({ rule: RULES.registerPerEmail, attempt: () => register(k.email, freshCode(), freshIp()), normal: () => 400 }),
  ],
  [
    'forgot_password per address',
    (k) => ({
      rule: RULES.forgotPerIp,
      attempt: () => h.post('auth/forgot_password', { email: freshEmail() }, { ip: k.ip }),
      normal: () => 200,
    }),
  ],
  [
    'reset_password per address',
    (k) => ({
      rule: RULES.resetPerIp,
      attempt: () => h.post('auth/reset_password', { token: `t${++counter}`, password: 'Whatever-123' }, { ip: k.ip }),
      normal: () => 400,
    }),
  ],
  ['check_code per address', (k) => ({ rule: RULES.checkCodePerIp, attempt: () => checkCode(freshCode(), k.ip), normal: () => 400 })],
  [
    'check_code per activation code, from any address',
    (k) => ({ rule: RULES.activationCodePerCode, attempt: () => checkCode(k.code, freshIp()), normal: () => 400 }),
  ],
  [
    'one activation code through check_code, register and activation_login together',
    (k) => ({
      rule: RULES.activationCodePerCode,
      attempt: (i) =>
        [
          () => checkCode(k.code, freshIp()),
          () => register(freshEmail(), k.code, freshIp()),
          () => activationLogin(freshEmail(), k.code, freshIp()),
        ][i % 3]!(),
      // Unknown code: E0006 (400) for the first two; activation_login checks the password first (E0003).
      normal: (i) => [400, 400, 401][i % 3]!,
    }),
  ],
  // A wrong current password is 401 E0003.
  [
    'change_password per account, from any address',
    () => ({ rule: RULES.changePasswordPerUser, attempt: () => changePassword(customer, freshIp()), normal: () => 401 }),
  ],
  // Four accounts in turn stay under the per-account limit while the address reaches its own.
  [
    'change_password per address, across accounts',
    (k) => ({ rule: RULES.changePasswordPerIp, attempt: (i) => changePassword(others[i % others.length]!, k.ip), normal: () => 401 }),
  ],
  [
    // Counted before the order is looked up: each issue may draw a PDF.
    'receipt issues per customer',
    () => ({
      rule: RULES.receiptIssuePerUser,
      attempt: () => h.post('payments/receipt/issue', { payment_id: 'pi_none' }, { ip: freshIp(), token: customer }),
      normal: () => 404,
    }),
  ],
  [
    // Counted before the address is checked: an address inside our network is refused (400 E0091) each time.
    'push registrations per customer',
    () => ({
      rule: RULES.pushSubscribePerUser,
      attempt: (i) =>
        h.post(
          'alerts/push_subscription',
          { endpoint: `https://10.0.0.5/push/${i}`, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } },
          { ip: freshIp(), token: customer },
        ),
      normal: () => 400,
    }),
  ],
];

describe('rate limits (RATE_LIMIT_SCALE=1)', () => {
  it('has a case for every limit', () => {
    // These never answer 429 on their own: tests/server/attacks/ covers them.
    const elsewhere = [RULES.forgotMailsPerEmail.name, RULES.registerMailsPerEmail.name, RULES.loginPerDevice.name];
    const tested = new Set([...elsewhere, ...LIMITS.map(([, make]) => make({ ip: '', email: '', code: '' }).rule.name)]);
    expect(Object.values(RULES).filter((r) => !tested.has(r.name))).toEqual([]);
  });

  it.each(LIMITS)(
    '%s: the limit, then 429 E0009 {code, message} with Retry-After, then open again after the window',
    async (_name, make) => {
      const c = make({ ip: freshIp(), email: freshEmail(), code: freshCode() });
      const statuses = await repeat(c.rule.limit, c.attempt);
      expect(statuses).toEqual(Array.from({ length: c.rule.limit }, (_, i) => c.normal(i)));

      const blocked = await c.attempt(c.rule.limit);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ code: 'E0009', message: ERROR_CODES.E0009.message });
      const wait = blocked.headers.get('retry-after');
      expect(wait).toMatch(/^\d+$/);
      expect(Number(wait)).toBeGreaterThan(0);
      expect(Number(wait)).toBeLessThanOrEqual(c.rule.windowSeconds);

      h.clock.advance(c.rule.windowSeconds * 1000);
      expect((await c.attempt(c.rule.limit + 1)).status).toBe(c.normal(c.rule.limit + 1));
    },
  );

  it('counts an email however it is written', async () => {
    const email = freshEmail();
    const variants = [email, email.toUpperCase(), ` ${email} `];
    const statuses = await repeat(RULES.loginPerEmail.limit + 1, (i) => login(variants[i % 3]!, freshIp()));
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts an activation code however it is written', async () => {
    const code = freshCode();
    const statuses = await repeat(RULES.activationCodePerCode.limit + 1, (i) =>
      checkCode(i % 2 ? code.toLowerCase() : ` ${code} `, freshIp()),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('the address-and-email limit leaves that address’s other accounts and that account’s other addresses open', async () => {
    const ip = freshIp();
    const email = freshEmail();
    expect((await repeat(RULES.loginPerIpEmail.limit + 1, () => login(email, ip))).at(-1)).toBe(429);
    expect((await login(freshEmail(), ip)).status).toBe(401);
    expect((await login(email, freshIp())).status).toBe(401);
  });

  it('TRUST_PROXY decides whether X-Forwarded-For is believed', async () => {
    const proxied = await createHarness({ config: { rateLimitScale: 1, trustProxy: 1 } });
    try {
      // Behind a trusted proxy the client is the last X-Forwarded-For entry: the spoofed first one is ignored.
      const call = (spoof: string) =>
        proxied.post(
          'auth/check_code',
          { activation_code: freshCode() },
          { ip: 'proxy', headers: { 'x-forwarded-for': `${spoof}, 203.0.113.9` } },
        );
      const statuses = await repeat(21, () => call(`10.0.0.${Math.floor(Math.random() * 250)}`));
      expect(statuses[20]).toBe(429);
      const other = await proxied.post(
        'auth/check_code',
        { activation_code: freshCode() },
        { ip: 'proxy', headers: { 'x-forwarded-for': '203.0.113.10' } },
      );
      expect(other.status).toBe(400);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY, X-Forwarded-For changes nothing: all these come from one client.
    const ip = freshIp();
    const statuses = await repeat(21, () =>
      h.post('auth/check_code', { activation_code: freshCode() }, { ip, headers: { 'x-forwarded-for': `${Math.random()}` } }),
    );
    expect(statuses[20]).toBe(429);
  });
});

describe('RateLimiter', () => {
  it('scales every limit by RATE_LIMIT_SCALE', async () => {
    let now = T0;
    const limiter = new RateLimiter(h.db, () => now, 3);
    const hits: number[] = [];
    for (let i = 0; i < 31; i++) hits.push(await limiter.hit(RULES.registerPerIp, 'scale-test'));
    expect(hits.slice(0, 30).every((w) => w === 0)).toBe(true);
    expect(hits[30]).toBe(60);
    now += 30_000;
    expect(await limiter.hit(RULES.registerPerIp, 'scale-test')).toBe(30);
  });
});
