import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter, RULES } from '../../src/server/http/rate-limit';
import { createHarness, validRegistration, type Harness } from './harness';

let h: Harness;
let ipCounter = 0;
/** Each test gets its own client address, so their counters do not mix. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  h = await createHarness({ config: { rateLimitScale: 1 } });
});
afterAll(() => h?.close());

async function repeat(n: number, call: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await call()).status);
  return statuses;
}

describe('rate limits (RATE_LIMIT_SCALE=1)', () => {
  it('login: 10 a minute per address and email, then 429 E0009 with Retry-After', async () => {
    const ip = freshIp();
    const login = () => h.post('auth/login', { email: 'victim@example.test', password: 'guess' }, { ip });
    expect(await repeat(10, login)).toEqual(Array(10).fill(401));
    const res = await login();
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('E0009');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // Another account from the same address still gets through; so does this one after a minute.
    expect((await h.post('auth/login', { email: 'other@example.test', password: 'guess' }, { ip })).status).toBe(401);
    h.clock.advance(60_000);
    expect((await login()).status).toBe(401);
  });

  it('login: 30 a minute per address across emails', async () => {
    const ip = freshIp();
    const statuses = await repeat(31, () => h.post('auth/login', { email: `u${Math.random()}@example.test`, password: 'guess' }, { ip }));
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
    // A different client is unaffected.
    expect((await h.post('auth/login', { email: 'x@example.test', password: 'guess' }, { ip: freshIp() })).status).toBe(401);
  });

  it('register: 10 a minute per address', async () => {
    const ip = freshIp();
    const statuses = await repeat(11, () => h.post('auth/register', validRegistration('NOSUCHCODE'), { ip }));
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it('forgot_password: 5 per 15 minutes per email, even for unknown addresses', async () => {
    const ip = freshIp();
    const forgot = (email: string) => h.post('auth/forgot_password', { email }, { ip });
    expect(await repeat(6, () => forgot('nobody@example.test'))).toEqual([...Array(5).fill(200), 429]);
    h.clock.advance(14 * 60_000);
    expect((await forgot('nobody@example.test')).status).toBe(429);
    h.clock.advance(60_000);
    expect((await forgot('nobody@example.test')).status).toBe(200);
  });

  it('forgot_password: 20 per 15 minutes per address', async () => {
    const ip = freshIp();
    const statuses = await repeat(21, () => h.post('auth/forgot_password', { email: `p${Math.random()}@example.test` }, { ip }));
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
  });

  it.each([
    ['check_code', 'auth/check_code', () => ({ activation_code: 'NOSUCHCODE' }), 400],
    ['activation_login', 'auth/activation_login', () => ({ email: `a${Math.random()}@example.test`, password: 'x', activation_code: 'NOSUCHCODE' }), 401],
  ])('%s: 20 a minute per address', async (_name, path, body, normal) => {
    const ip = freshIp();
    const statuses = await repeat(21, () => h.post(path, body(), { ip }));
    expect(statuses).toEqual([...Array(20).fill(normal), 429]);
  });

  it('activation_login shares login’s budget per address and email', async () => {
    const ip = freshIp();
    const body = { email: 'shared@example.test', password: 'x', activation_code: 'NOSUCHCODE' };
    expect(await repeat(10, () => h.post('auth/activation_login', body, { ip }))).toEqual(Array(10).fill(401));
    expect((await h.post('auth/login', { email: body.email, password: 'x' }, { ip })).status).toBe(429);
  });

  it('TRUST_PROXY decides whether X-Forwarded-For is believed', async () => {
    const proxied = await createHarness({ config: { rateLimitScale: 1, trustProxy: 1 } });
    try {
      // Behind a trusted proxy the client is the last X-Forwarded-For entry: the spoofed first one is ignored.
      const call = (spoof: string) =>
        proxied.post('auth/check_code', { activation_code: 'X' }, { ip: 'proxy', headers: { 'x-forwarded-for': `${spoof}, 203.0.113.9` } });
      const statuses = await repeat(21, () => call(`10.0.0.${Math.floor(Math.random() * 250)}`));
      expect(statuses[20]).toBe(429);
      const other = await proxied.post('auth/check_code', { activation_code: 'X' }, { ip: 'proxy', headers: { 'x-forwarded-for': '203.0.113.10' } });
      expect(other.status).toBe(400);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY, X-Forwarded-For changes nothing: all these come from one client.
    const ip = freshIp();
    const statuses = await repeat(21, () => h.post('auth/check_code', { activation_code: 'X' }, { ip, headers: { 'x-forwarded-for': `${Math.random()}` } }));
    expect(statuses[20]).toBe(429);
  });
});

describe('RateLimiter', () => {
  it('scales every limit by RATE_LIMIT_SCALE', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now, 3);
    const hits = Array.from({ length: 31 }, () => limiter.hit(RULES.registerPerIp, 'k'));
    expect(hits.slice(0, 30).every((w) => w === 0)).toBe(true);
    expect(hits[30]).toBe(60);
    now += 30_000;
    expect(limiter.hit(RULES.registerPerIp, 'k')).toBe(30);
  });
});
