import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, validRegistration, type Harness } from './harness';

/** "Bad input gets a clear 4xx {code, message}, never a 500, and changes nothing" (DESIGN.md). */
let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  const account = await h.register();
  token = account.login.access_token;
});
afterAll(() => h?.close());

/**
 * Generated bad input to every endpoint lives in fuzz.ts (fuzz-*.test.ts); these are the cases worth
 * naming on their own.
 */
describe('bad input, case by case', () => {
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
});
