import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/contract';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { contentSecurityPolicy } from '@/server/http/security-headers';
import { count, createHarness, validRegistration, type Harness } from './harness';
import { STANDARD_HEADERS, strictPolicyProblems } from '../csp-rules';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { providerOrigins: ['https://pay.example.jp', 'https://3ds.example.com'] } });
});
afterAll(() => h?.close());

const SECURITY_HEADERS = STANDARD_HEADERS;
const PROVIDERS = ['https://pay.example.jp', 'https://3ds.example.com'];

describe('security headers', () => {
  it.each([
    ['a successful API call', () => h.post('auth/check_code', { activation_code: 'X' })],
    ['an API error', () => h.post('auth/login', { email: 'a@b.test', password: 'x' })],
    ['an unknown API path', () => h.get('no/such/thing')],
    ['a non-API path', () => h.request('GET', '/whatever')],
    ['a 413', () => h.post('auth/login', undefined, { raw: 'x'.repeat(70_000) })],
  ])('are on %s', async (_name, call) => {
    const res = await call();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(k)).toBe(v);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(contentSecurityPolicy(['https://pay.example.jp', 'https://3ds.example.com']));
    expect(csp).toContain("script-src 'self' https://pay.example.jp https://3ds.example.com;");
    expect(csp).toContain("frame-src 'self' https://pay.example.jp https://3ds.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(strictPolicyProblems(csp, PROVIDERS)).toEqual([]);
  });

  it('the strictness check itself refuses a weakened policy', () => {
    const strict = contentSecurityPolicy(PROVIDERS);
    expect(strictPolicyProblems(strict, PROVIDERS)).toEqual([]);
    expect(strictPolicyProblems(strict.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"), PROVIDERS)).toContain(
      "script-src allows 'unsafe-inline'",
    );
    expect(strictPolicyProblems(strict.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"), PROVIDERS)).toContain(
      "script-src allows 'unsafe-eval'",
    );
    expect(strictPolicyProblems(strict.replace("frame-ancestors 'none'", "frame-ancestors 'self'"), PROVIDERS)).toEqual([
      `frame-ancestors is "'self'", not "'none'"`,
    ]);
    expect(strictPolicyProblems(strict, [...PROVIDERS, 'https://other.example'])[0]).toMatch(/^script-src is/);
    expect(strictPolicyProblems(strict.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"), PROVIDERS)).toContain(
      "style-src allows 'unsafe-inline'",
    );
  });

  it('API responses are never cached', async () => {
    expect((await h.post('auth/login', { email: 'a@b.test', password: 'x' })).headers.get('cache-control')).toBe('no-store');
    expect((await h.get('no/such/thing')).headers.get('cache-control')).toBe('no-store');
  });

  it('has no provider origins when none are configured', () => {
    expect(contentSecurityPolicy([])).toContain("script-src 'self'; style-src 'self'");
    expect(strictPolicyProblems(contentSecurityPolicy([]), [])).toEqual([]);
  });

  it('takes the provider hosts from PROVIDER_SCRIPT_ORIGINS', async () => {
    const config = loadConfig(
      { PROVIDER_SCRIPT_ORIGINS: 'https://tokens.pay.example https://acs.example:8443' },
      { tokenSecret: 'x'.repeat(40) },
    );
    const res = await createApp({ db: h.db, config }).request('/anything');
    expect(
      strictPolicyProblems(res.headers.get('content-security-policy')!, ['https://tokens.pay.example', 'https://acs.example:8443']),
    ).toEqual([]);
  });
});

describe('bad input', () => {
  const cases: [string, string | undefined, number][] = [
    ['invalid JSON', '{"email": "a@b.test", ', 400],
    ['a JSON array', '[1, 2]', 400],
    ['a JSON string', '"hello"', 400],
    ['JSON null', 'null', 400],
    ['a body over 64 KB', JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(70_000) }), 413],
  ];

  it.each(cases)('%s → %i E0002 {code, message}, nothing created', async (_name, raw, status) => {
    const sim = await h.newSim();
    const users = await count(h.db, 'users');
    const res = await h.post('auth/register', undefined, { raw: raw ?? '' });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe('E0002');
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(10);
    expect(await count(h.db, 'users')).toBe(users);
    expect(await count(h.db, 'sims', 'iccid = $1 AND user_id IS NULL', [sim.iccid])).toBe(1);
  });

  it('a body just under 64 KB is read (and judged on its fields)', async () => {
    const sim = await h.newSim();
    const body = validRegistration(sim.activation_code, { full_name: 'x'.repeat(60_000) });
    const res = await h.post('auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"full_name"');
  });

  it('an empty body is an object with every field missing', async () => {
    const res = await h.post('auth/login', undefined, { raw: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Missing field "email" (and 1 more)');
    expect(res.body.issues).toEqual([
      { field: 'email', message: 'Required' },
      { field: 'password', message: 'Required' },
    ]);
  });

  it('a query string on a POST endpoint is refused', async () => {
    const res = await h.request('POST', '/api/en/auth/login?debug=1', { email: 'prepaid@demo.test', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.message).toContain('"debug"');
  });

  it('extra JSON fields are ignored (forward compatible)', async () => {
    const sim = await h.newSim();
    const res = await h.post('auth/register', { ...validRegistration(sim.activation_code), is_admin: true, user_id: 1 });
    expect(res.status).toBe(202);
  });
});

describe('routing', () => {
  it.each(['fr', 'EN', 'xx', 'ja-JP'])('an unsupported language segment (%s) is 404 E0010', async (lng) => {
    const res = await h.request('POST', `/api/${lng}/auth/login`, { email: 'a@b.test', password: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
  });

  it.each(['ja', 'en', 'zh', 'tw', 'vi'])('every supported language (%s) reaches the API', async (lng) => {
    const res = await h.post(`${lng}/auth/login`, { email: 'a@b.test', password: 'x' });
    expect(res.body.code).toBe('E0003');
  });

  it('unknown API paths and wrong methods are 404 E0010 JSON', async () => {
    for (const res of [await h.get('auth/nothing'), await h.get('auth/login'), await h.request('GET', '/api')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'E0010', message: ERROR_CODES.E0010.message });
    }
  });
});

describe('unexpected failures', () => {
  it('become 500 E0500 without internals in the body', async () => {
    const broken: Db = {
      query: async () => {
        throw new Error('connection to 10.0.0.5 refused: password authentication failed');
      },
      tx: async () => {
        throw new Error('boom');
      },
      exec: async () => undefined,
      close: async () => undefined,
    };
    const app = createApp({ db: broken, config: loadConfig({}, { tokenSecret: 'x'.repeat(40) }) });
    const original = console.error;
    console.error = () => undefined;
    try {
      const res = await app.request('/api/en/auth/check_code', { method: 'POST', body: JSON.stringify({ activation_code: 'ABC' }) });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ code: 'E0500', message: ERROR_CODES.E0500.message });
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      console.error = original;
    }
  });
});
