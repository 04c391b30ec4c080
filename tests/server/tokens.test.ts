import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sign } from 'hono/jwt';
import { ERROR_CODES, RefreshResponse } from '@/contract';
import { sha256 } from '@/server/auth/refresh-tokens';
import { count, createHarness, DAY, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 30 * 86400 } });
});
afterAll(() => h?.close());

const refresh = (refresh_token: string) => h.post('prepaid_users/refresh_token', { refresh_token });
const checkCard = (id: number, token?: string, headers?: Record<string, string>) =>
  h.post('cards/check_card', { id }, { ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

describe('access tokens', () => {
  it('work until ACCESS_TOKEN_TTL_SECONDS, then answer 401 E0022', async () => {
    const { login } = await h.register();
    h.clock.advance(899_000);
    expect((await checkCard(login.sc_id, login.access_token)).status).toBe(200);
    h.clock.advance(1_000);
    const res = await checkCard(login.sc_id, login.access_token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E0022');
  });

  it('answer E0001 when missing and E0012 when malformed, tampered or signed with another key', async () => {
    const { login } = await h.register();
    const [head, payload, sig] = login.access_token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' })).toString(
      'base64url',
    );
    const now = Math.floor(h.clock.now / 1000);
    const foreign = await sign(
      { sub: String(login.sc_id), iat: now, exp: now + 900, iss: 'prepaid-portal-api' },
      'some-other-secret-of-enough-length!!',
      'HS256',
    );
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;

    const missing = await checkCard(login.sc_id);
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('E0001');
    for (const bad of [`${head}.${otherUser}.${sig}`, foreign, noneAlg, 'garbage', `${login.access_token}x`]) {
      const res = await checkCard(login.sc_id, bad);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('E0012');
    }
    const basic = await checkCard(login.sc_id, undefined, { authorization: `Basic ${login.access_token}` });
    expect(basic.body.code).toBe('E0012');
  });

  it('a tampered and expired token is invalid (E0012), not expired', async () => {
    const { login } = await h.register();
    h.clock.advance(2 * 900_000);
    const res = await checkCard(login.sc_id, `${login.access_token.slice(0, -2)}AA`);
    expect(res.body.code).toBe('E0012');
  });
});

describe('POST prepaid_users/refresh_token', () => {
  it('rotates: a new access and refresh token, the old refresh token retired', async () => {
    const { login } = await h.register();
    h.clock.advance(1000 * 1000); // the access token has expired
    const res = await refresh(login.refresh_token);
    expect(res.status).toBe(200);
    expect(v.is(RefreshResponse, res.body)).toBe(true);
    expect(res.body.refresh_token).not.toBe(login.refresh_token);
    expect((await checkCard(login.sc_id, res.body.access_token)).status).toBe(200);

    const rows = await h.db.query<{ token_hash: string; family_id: string; used_at: Date | null }>(
      'SELECT token_hash, family_id, used_at FROM refresh_tokens WHERE token_hash IN ($1, $2)',
      [sha256(login.refresh_token), sha256(res.body.refresh_token)],
    );
    const old = rows.find((r) => r.token_hash === sha256(login.refresh_token))!;
    const fresh = rows.find((r) => r.token_hash === sha256(res.body.refresh_token))!;
    expect(old.used_at).not.toBeNull();
    expect(fresh.used_at).toBeNull();
    expect(fresh.family_id).toBe(old.family_id);
  });

  it('treats a retired token shown again as theft: 401 E0005 and the whole family revoked', async () => {
    const { login } = await h.register();
    const second = (await refresh(login.refresh_token)).body.refresh_token;
    const third = (await refresh(second)).body.refresh_token;

    // Later than a race with the rotation could be (10 s, decision 0015): a copy.
    h.clock.advance(11_000);
    const replay = await refresh(login.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('E0005');
    // The newest token of the family, held by whoever rotated last, is dead too.
    expect((await refresh(third)).body.code).toBe('E0005');
    const [family] = await h.db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [sha256(third)]);
    expect(await count(h.db, 'refresh_tokens', 'family_id = $1 AND revoked_at IS NULL', [family!.family_id])).toBe(0);
  });

  it('takes a retired token shown again within 10 s for a race: refused, the family lives on', async () => {
    const { login } = await h.register();
    const next = (await refresh(login.refresh_token)).body.refresh_token;
    h.clock.advance(10_000);
    const late = await refresh(login.refresh_token);
    expect([late.status, late.body.code]).toEqual([401, 'E0005']);
    expect((await refresh(next)).status).toBe(200);
  });

  it('leaves other sessions of the same customer alone when one family is revoked', async () => {
    const account = await h.register();
    const other = (await h.post('auth/login', { email: account.email, password: account.password })).body;
    const next = (await refresh(account.login.refresh_token)).body.refresh_token;
    h.clock.advance(11_000);
    await refresh(account.login.refresh_token); // reuse: revokes the first family only
    expect((await refresh(next)).body.code).toBe('E0005');
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('refuses an expired (E0005) or unknown (E0005) token and an empty one (E0002)', async () => {
    const { login } = await h.register();
    h.clock.advance(30 * DAY + 1000);
    expect((await refresh(login.refresh_token)).body.code).toBe('E0005');
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('E0005');
    const empty = await refresh('');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('E0002');
  });

  it('slides: each rotation gets a full lifetime', async () => {
    const { login } = await h.register();
    h.clock.advance(20 * DAY);
    const second = (await refresh(login.refresh_token)).body.refresh_token;
    h.clock.advance(20 * DAY);
    expect((await refresh(second)).status).toBe(200);
  });
});

describe('refresh under concurrency', () => {
  it('fifty concurrent refreshes with one token: exactly one rotation wins and that session stays signed in', async () => {
    const { login } = await h.register();
    const results = await Promise.all(Array.from({ length: 50 }, () => refresh(login.refresh_token)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body])).toEqual(
      Array(49).fill([401, { code: 'E0005', message: ERROR_CODES.E0005.message }]),
    );

    // The family holds the retired token and its one successor, which is live: nothing half-revoked.
    const [{ family_id: family } = { family_id: '' }] = await h.db.query<{ family_id: string }>(
      'SELECT family_id FROM refresh_tokens WHERE token_hash = $1',
      [sha256(login.refresh_token)],
    );
    const rows = await h.db.query<{ token_hash: string; used_at: Date | null; revoked_at: Date | null }>(
      'SELECT token_hash, used_at, revoked_at FROM refresh_tokens WHERE family_id = $1',
      [family],
    );
    expect(rows.map((r) => [r.token_hash, r.used_at !== null, r.revoked_at !== null]).sort()).toEqual(
      [
        [sha256(login.refresh_token), true, false],
        [sha256(won[0]!.body.refresh_token), false, false],
      ].sort(),
    );
    // The winner goes on: its access token works, its refresh token rotates again.
    expect((await checkCard(login.sc_id, won[0]!.body.access_token)).status).toBe(200);
    expect((await refresh(won[0]!.body.refresh_token)).status).toBe(200);
  });
});

describe('POST auth/logout', () => {
  it('revokes the session’s family and answers 200 again when repeated', async () => {
    const { login } = await h.register();
    const rotated = (await refresh(login.refresh_token)).body.refresh_token;
    const res = await h.post('auth/logout', { refresh_token: rotated });
    expect(res.status).toBe(200);
    expect((await refresh(rotated)).body.code).toBe('E0005');
    expect((await h.post('auth/logout', { refresh_token: rotated })).status).toBe(200);
    expect((await h.post('auth/logout', { refresh_token: 'never-issued' })).status).toBe(200);
    expect((await h.post('auth/logout', {})).status).toBe(200);
  });

  it('needs no access token and refuses a non-string token with E0002', async () => {
    const res = await h.post('auth/logout', { refresh_token: 12 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('E0002');
  });
});
