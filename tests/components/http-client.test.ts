import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, request } from '@/lib/http';
import { clearSession, getSession, updateSession } from '@/lib/session';
import { ApiError, HandledError } from '@/lib/api-error';
import { resetLeaving, watchLeaving } from '@/lib/leaving';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(handler: Handler) {
  const navigate = vi.fn();
  const signedOut = vi.fn();
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init ?? {})));
  configureHttp({ language: () => 'vi', navigate, signedOut, fetch: fetchMock as unknown as typeof fetch });
  return { navigate, signedOut, fetchMock };
}

beforeEach(async () => {
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'old-access', refreshToken: 'refresh-1' } });
});

describe('HTTP client', () => {
  it('calls the API base with the language segment, bearer token and source header', async () => {
    const { fetchMock } = setup(() => json(200, { ok: true }));
    await request('cards/usage', { query: { id: 7, type: 'PREPAID' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/vi/cards/usage?id=7&type=PREPAID');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer old-access');
    expect((init!.headers as Record<string, string>)['X-Source']).toBe('customer-portal');
  });

  it('fifty concurrent requests with an expired access token make exactly one refresh, then each retries once with the new token', async () => {
    const CONCURRENT = 50;
    let refreshes = 0;
    const sentWith: string[] = [];
    const { fetchMock } = setup(async (url, init) => {
      if (url.endsWith('prepaid_users/refresh_token')) {
        refreshes += 1;
        expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-1' });
        // Slow enough that every one of the fifty has failed and is waiting before it answers.
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { access_token: 'new-access', refresh_token: 'refresh-2' });
      }
      const auth = (init.headers as Record<string, string>).Authorization!;
      sentWith.push(auth);
      const n = Number(new URL(url, 'http://x').searchParams.get('n'));
      return auth === 'Bearer new-access' ? json(200, { n }) : json(401, { code: 'E0022', message: 'expired' });
    });
    const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, n) => request('cards/usage', { query: { n } })));
    expect(refreshes).toBe(1);
    // Each request got its own answer, after one try with the old token and one with the new.
    expect(results).toEqual(Array.from({ length: CONCURRENT }, (_, n) => ({ n })));
    expect(sentWith.filter((a) => a === 'Bearer old-access')).toHaveLength(CONCURRENT);
    expect(sentWith.filter((a) => a === 'Bearer new-access')).toHaveLength(CONCURRENT);
    expect(fetchMock).toHaveBeenCalledTimes(CONCURRENT + 1 + CONCURRENT);
    expect(getSession().authTokens).toEqual({ accessToken: 'new-access', refreshToken: 'refresh-2' });
  });

  it('signs out and goes to login when the refresh token is refused with E0005', async () => {
    const { navigate, signedOut } = setup((url) =>
      url.endsWith('refresh_token') ? json(401, { code: 'E0005', message: 'expired' }) : json(401, { code: 'E0022', message: 'expired' }),
    );
    await expect(request('cards/usage')).rejects.toBeInstanceOf(HandledError);
    expect(getSession().authTokens).toBeUndefined();
    expect(signedOut).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('goes to /networkerror when there is no response, keeping the failed step in history for Back', async () => {
    const { navigate } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('cards/usage')).rejects.toBeInstanceOf(HandledError);
    expect(navigate).toHaveBeenCalledWith('/networkerror', { replace: false });
  });

  it('stays put when the request was dropped because the page is being left (a reload in WebKit and Firefox)', async () => {
    const { navigate } = setup(() => Promise.reject(new TypeError('Load failed')));
    watchLeaving(window);
    window.dispatchEvent(new Event('beforeunload'));
    try {
      await expect(request('cards/usage')).rejects.toBeInstanceOf(HandledError);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      resetLeaving();
    }
  });

  it('clears the session and goes to /login on another 401', async () => {
    const { navigate, signedOut } = setup(() => json(401, { code: 'E0012', message: 'bad token' }));
    await expect(request('cards/usage')).rejects.toBeInstanceOf(HandledError);
    expect(getSession()).toEqual({});
    expect(signedOut).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it.each([
    [401, 'E0003'],
    [400, 'E0002'],
    [404, 'E0021'],
    [500, 'E0500'],
  ])('passes %i %s to the caller', async (status, code) => {
    const { navigate } = setup(() => json(status, { code, message: 'server says' }));
    const error = await request('auth/login', { anonymous: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, message: 'server says' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /somethingwentwrong on 403', async () => {
    const { navigate } = setup(() => json(403, { code: 'E0011', message: 'no' }));
    await expect(request('cards/info')).rejects.toBeInstanceOf(HandledError);
    expect(navigate).toHaveBeenCalledWith('/somethingwentwrong', { replace: true });
  });

  it('never navigates for background calls', async () => {
    const { navigate } = setup(() => Promise.reject(new TypeError('offline')));
    await expect(request('auth/logout', { background: true })).rejects.toBeInstanceOf(HandledError);
    expect(navigate).not.toHaveBeenCalled();
  });
});
