import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count, createHarness, validRegistration, type Harness } from './harness';

/** "Bad input gets a clear 4xx {code, message}, never a 500, and changes nothing" (DESIGN.md). */
let h: Harness;
let token: string;
let simId: number;

beforeAll(async () => {
  h = await createHarness();
  const account = await h.register();
  token = account.login.access_token;
  simId = account.login.sc_id;
});
afterAll(() => h?.close());

const POSTS = [
  'auth/register',
  'auth/login',
  'auth/activation_login',
  'auth/check_code',
  'auth/forgot_password',
  'auth/reset_password',
  'auth/logout',
  'prepaid_users/refresh_token',
  'cards/check_card',
  'cards/switch',
  'cards/check_5g',
  'cards/add_5g',
  'prepaid_users/change_password',
];

function expectClientError(res: { status: number; body: any }) {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof res.body.code).toBe('string');
    expect(typeof res.body.message).toBe('string');
  }
}

describe('arbitrary input', () => {
  it('never makes a POST endpoint fail with a 5xx', async () => {
    const users = await count(h.db, 'users');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), fc.jsonValue(), async (path, body) => {
        const res = await h.post(path, undefined, { token, raw: JSON.stringify(body) ?? '' });
        expectClientError(res);
      }),
      { numRuns: 150 },
    );
    // fc.jsonValue() never produces a valid registration, so no account appeared.
    expect(await count(h.db, 'users')).toBe(users);
  });

  it('never fails with a 5xx on profile updates with odd strings, and changes nothing', async () => {
    const before = (await h.get('prepaid_users/profile', { token })).body;
    const oddString = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('\u0000', '\ud800', '😀'.repeat(30), ' ', '0', '9999-99-99'));
    const field = fc.constantFrom('full_name', 'purpose_of_use', 'nationality', 'gender', 'date_of_birth', 'affiliation');
    await fc.assert(
      fc.asyncProperty(field, oddString, async (name, value) => {
        const { email: _, ...profile } = before;
        const res = await h.request('PUT', '/api/en/prepaid_users/profile', { ...profile, [name]: value }, { token });
        expectClientError(res);
        // Some odd strings are valid (a name of emoji): put the profile back for the next run.
        if (res.status === 200) await h.request('PUT', '/api/en/prepaid_users/profile', profile, { token });
      }),
      { numRuns: 60 },
    );
    expect((await h.get('prepaid_users/profile', { token })).body).toEqual(before);
  });

  it('never fails with a 5xx on registration-shaped bodies with odd strings', async () => {
    const sim = await h.newSim();
    const oddString = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '😀'.repeat(30), ' ', '0'));
    const field = fc.constantFrom('email', 'password', 'activation_code', 'full_name', 'purpose_of_use', 'nationality', 'gender', 'date_of_birth', 'affiliation');
    await fc.assert(
      fc.asyncProperty(field, oddString, async (name, value) => {
        const res = await h.post('auth/register', validRegistration(sim.activation_code, { [name]: value }));
        expectClientError(res);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a NUL character by field name instead of failing in the database', async () => {
    const sim = await h.newSim();
    const res = await h.post('auth/register', validRegistration(sim.activation_code, { full_name: 'Sato\u0000Kenji' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"full_name"');
    const code = await h.post('auth/check_code', { activation_code: '\u0000' });
    expect(code.status).toBe(400);
    expect(code.body.code).toBe('E0002');
  });

  it.each([2_147_483_648, 99_999_999_999, Number.MAX_SAFE_INTEGER])('treats SIM id %d as not found', async (id) => {
    const res = await h.post('cards/check_card', { id }, { token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('E0010');
    // The query's id is at most 12 digits by contract; longer is a malformed request.
    const info = await h.get(`cards/info?id=${id}&type=PREPAID`, { token });
    expect(info.status).toBe(String(id).length <= 12 ? 404 : 400);
  });

  it('never fails with a 5xx on arbitrary query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }), async (q) => {
        const qs = new URLSearchParams(q).toString();
        expectClientError(await h.get(`cards/usage?${qs}`, { token }));
        expectClientError(await h.get(`cards/info?id=${simId}&${qs}`, { token }));
        expectClientError(await h.get(`faq/list?${qs}`, { token }));
        expectClientError(await h.request('GET', `/api/sandbox/mail?${qs}`));
      }),
      { numRuns: 60 },
    );
  });
});
