import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MessageResponse } from '@/contract';
import { issueAccessToken } from '@/server/auth/access-token';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const NEW = 'N3w-secret!';
const change = (token: string, current_password: string, new_password = NEW, ip?: string) =>
  h.post('prepaid_users/change_password', { current_password, new_password }, { token, ...(ip ? { ip } : {}) });
const login = (email: string, password: string) => h.post('auth/login', { email, password });
const refresh = (refresh_token: string) => h.post('prepaid_users/refresh_token', { refresh_token });

describe('POST prepaid_users/change_password', () => {
  it('sets the new password: the old one no longer logs in, the new one does', async () => {
    const me = await h.register();
    const res = await change(me.login.access_token, me.password);
    expect(res.status).toBe(200);
    expect(v.is(MessageResponse, res.body)).toBe(true);
    const old = await login(me.email, me.password);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('E0003');
    expect((await login(me.email, NEW)).status).toBe(200);
    const [row] = await h.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE lower(email) = lower($1)', [me.email]);
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain(NEW);
  });

  it('answers a wrong current password with 401 E0003 (passed to the form) and changes nothing', async () => {
    const me = await h.register();
    const res = await change(me.login.access_token, 'not-my-password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'E0003', message: 'The current password is incorrect.' });
    expect((await login(me.email, me.password)).status).toBe(200);
    expect((await login(me.email, NEW)).status).toBe(401);
    expect((await refresh(me.login.refresh_token)).status).toBe(200);
  });

  it('signs out every other session and keeps this one, also after it refreshed', async () => {
    const me = await h.register(); // the registration is a session too
    const phone = (await login(me.email, me.password)).body;
    const laptop = (await login(me.email, me.password)).body;
    // The phone's session has already rotated once: its family is what counts, not the token.
    const rotated = (await refresh(phone.refresh_token)).body;

    expect((await change(rotated.access_token, me.password)).status).toBe(200);

    for (const other of [me.login.refresh_token, laptop.refresh_token]) {
      const res = await refresh(other);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('E0005');
    }
    const kept = await refresh(rotated.refresh_token);
    expect(kept.status).toBe(200);

    // The refreshed access token still names the session: a second change keeps it again.
    const tablet = (await login(me.email, NEW)).body;
    expect((await change(kept.body.access_token, NEW, 'An0ther-one')).status).toBe(200);
    expect((await refresh(tablet.refresh_token)).body.code).toBe('E0005');
    expect((await refresh(kept.body.refresh_token)).status).toBe(200);
  });

  // Sessions are checked on every request: a token naming none is refused and changes nothing.
  it('refuses an access token that names no session (issued before the claim existed)', async () => {
    const me = await h.register();
    const [user] = await h.db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [me.email]);
    const legacy = await issueAccessToken(user!.id, await tokenSecret(), h.clock.now, 900);
    const res = await change(legacy, me.password);
    expect([res.status, res.body.code]).toEqual([401, 'E0012']);
    expect((await refresh(me.login.refresh_token)).status).toBe(200);
  });

  it('voids password-reset links sent before the change', async () => {
    const me = await h.register();
    await h.post('auth/forgot_password', { email: me.email });
    const [mail] = (await h.request('GET', `/api/sandbox/mail?to=${encodeURIComponent(me.email)}`)).body as { text: string }[];
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await change(me.login.access_token, me.password)).status).toBe(200);
    const reset = await h.post('auth/reset_password', { token, password: 'Attacker-1' });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('E0008');
    expect((await login(me.email, NEW)).status).toBe(200);
  });

  it('lets only one of two simultaneous changes win', async () => {
    const me = await h.register();
    const results = await Promise.all([
      change(me.login.access_token, me.password, 'First-1234'),
      change(me.login.access_token, me.password, 'Second-1234'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = results[0]!.status === 200 ? 'First-1234' : 'Second-1234';
    expect((await login(me.email, winner)).status).toBe(200);
  });

  it.each([
    ['no new password', { current_password: 'Secret123!', new_password: '' }, 'new_password', 'Passwordrequired'],
    ['a new password under 6 characters', { current_password: 'Secret123!', new_password: 'abc12' }, 'new_password', 'Passwordmin'],
    [
      'a new password over 128 characters',
      { current_password: 'Secret123!', new_password: 'a'.repeat(129) },
      'new_password',
      'Passwordmax',
    ],
    ['no current password', { current_password: '', new_password: NEW }, 'current_password', 'Passwordrequired'],
  ])('refuses %s with 400 E0002 naming the field, and changes nothing', async (_name, body, field, message) => {
    const me = await h.register();
    const res = await h.post('prepaid_users/change_password', body, { token: me.login.access_token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
    expect(res.body.issues).toContainEqual({ field, message });
    expect((await login(me.email, me.password)).status).toBe(200);
  });

  it('needs a token', async () => {
    const res = await h.post('prepaid_users/change_password', { current_password: 'x', new_password: NEW });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E0001');
  });
});

describe('rate limit (RATE_LIMIT_SCALE=1)', () => {
  let strict: Harness;
  beforeAll(async () => {
    strict = await createHarness({ config: { rateLimitScale: 1 } });
  });
  afterAll(() => strict?.close());

  it('allows 10 attempts a minute per account, then 429 E0009 with Retry-After, even with the right password', async () => {
    const me = await strict.register();
    const attempt = (current_password: string, ip: string) =>
      strict.post('prepaid_users/change_password', { current_password, new_password: NEW }, { token: me.login.access_token, ip });
    // From different addresses: the account's budget is what a stolen token would burn.
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`, `198.51.100.${i}`)).status).toBe(401);
    const blocked = await attempt(me.password, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('E0009');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    strict.clock.advance(60_000);
    expect((await attempt(me.password, '198.51.100.99')).status).toBe(200);
  });
});

async function tokenSecret(): Promise<string> {
  const [row] = await h.db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'token_secret'`);
  return row!.value;
}
