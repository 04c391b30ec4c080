// The portal's HTTP client (src/lib/http.ts) against the real in-process API: IndexedDB for the
// session store comes from fake-indexeddb, WebCrypto from Node.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { API, LineList } from '@/contract';
import { configureHttp, request } from '@/lib/http';
import { getSession, sessionFromLogin, updateSession } from '@/lib/session';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

it('fifty concurrent requests with an expired access token make exactly one refresh, and all fifty succeed', async () => {
  const CONCURRENT = 50;
  const me = await h.register();
  await updateSession(sessionFromLogin(me.login));
  const paths: string[] = [];
  const navigate = vi.fn();
  const signedOut = vi.fn();
  configureHttp({
    language: () => 'en',
    navigate,
    signedOut,
    fetch: async (input, init) => {
      const url = String(input);
      paths.push(new URL(url, 'http://portal.test').pathname);
      return h.app.request(url, init);
    },
  });

  // Past the access token's lifetime, well within the refresh token's.
  h.clock.advance((h.config.accessTokenTtlSeconds + 1) * 1000);
  const results = await Promise.all(Array.from({ length: CONCURRENT }, () => request(API.lines, { schema: LineList })));

  const refreshes = paths.filter((p) => p === `/api/en/${API.refreshToken}`);
  expect(refreshes).toHaveLength(1);
  expect(paths.filter((p) => p === `/api/en/${API.lines}`)).toHaveLength(2 * CONCURRENT);
  expect(results.every((r) => r.lines.length === 1 && r.lines[0]!.iccid === me.login.iccid)).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
  expect(signedOut).not.toHaveBeenCalled();

  // The API rotates refresh tokens and treats a spent one shown again as theft, revoking the session
  // (tokens.test.ts): a second refresh with the same token would have signed the customer out.
  const tokens = getSession().authTokens!;
  expect(tokens.refreshToken).not.toBe(me.login.refresh_token);
  const old = await h.post(API.refreshToken, { refresh_token: me.login.refresh_token });
  expect([old.status, old.body.code]).toEqual([401, 'E0005']);
});
