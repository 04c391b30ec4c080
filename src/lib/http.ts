import * as v from 'valibot';
import { API, ErrorBody, RefreshResponse, SOURCE_HEADER, SOURCE_VALUE } from '@/contract';
import { ApiError, HandledError } from './api-error';
import { clearSession, getSession, updateSession } from './session';
import { reactTo, reactToRefreshFailure, type Failure } from './transport-errors';
import { httpEnv } from './http-env';
import { API_BASE } from './portal-config';
import { isLeaving } from './leaving';
import { setServerReachable } from './online';
import { OFFLINE_READABLE_PATHS } from '@/contract/offline';

export { configureHttp, type HttpEnv } from './http-env';

export { API_BASE };

type RequestOptions<S extends v.GenericSchema | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema?: S;
  /** Public calls (login, register …) send no token and never refresh. */
  anonymous?: boolean;
  /** Fire-and-forget calls (logout) must never move the customer to another screen. */
  background?: boolean;
  /** Files (configuration profile, QR image) come back as a Blob. */
  as?: 'json' | 'blob';
  /**
   * Asked when there is no response: true means the screen shows something of its own instead
   * (the top page its last-known data, an eSIM install page why it needs a connection), so the
   * client throws without going to /networkerror.
   */
  hasOfflineFallback?: () => boolean;
  /** The language segment, when not the current language (offline copies of every language). */
  language?: string;
  /** Extra request headers (the purchase's Idempotency-Key); sent again on the retry after a refresh. */
  headers?: Record<string, string>;
  /**
   * The calls that prove the password send the device cookie and take a new one, also from an API on
   * another origin (decision 0066): strangers' failed guesses then never lock this device out.
   */
  deviceCookie?: boolean;
};

function url(path: string, query?: RequestOptions<undefined>['query'], language = httpEnv().language()): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${API_BASE}/${language}/${path}${qs ? `?${qs}` : ''}`;
}

async function send(path: string, opts: RequestOptions<v.GenericSchema | undefined>): Promise<Response | undefined> {
  const headers: Record<string, string> = { ...opts.headers, [SOURCE_HEADER]: SOURCE_VALUE, Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const access = getSession().authTokens?.accessToken;
  if (!opts.anonymous && access) headers.Authorization = `Bearer ${access}`;
  try {
    return await httpEnv().fetch(url(path, opts.query, opts.language), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      ...(opts.deviceCookie ? { credentials: 'include' as const } : {}),
    });
  } catch {
    return undefined;
  }
}

async function failureOf(res: Response): Promise<{ failure: Failure; body: ErrorBody }> {
  const raw: unknown = await res.json().catch(() => undefined);
  const parsed = v.safeParse(ErrorBody, raw);
  const body = parsed.success ? parsed.output : { code: `HTTP${res.status}`, message: '' };
  return { failure: { kind: 'status', status: res.status, code: body.code }, body };
}

/** One refresh at a time: fifty requests failing with E0022 together share it (DESIGN.md). */
let refreshing: Promise<boolean> | undefined;

function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = getSession().authTokens;
    if (!tokens) return false;
    const res = await send(API.refreshToken, { method: 'POST', body: { refresh_token: tokens.refreshToken }, anonymous: true });
    if (res?.ok) {
      const next = v.parse(RefreshResponse, await res.json());
      await updateSession({ authTokens: { accessToken: next.access_token, refreshToken: next.refresh_token } });
      return true;
    }
    const failure: Failure = res ? (await failureOf(res)).failure : { kind: 'no-response' };
    const reaction = reactToRefreshFailure(failure);
    if (reaction === 'network-error') {
      if (!isLeaving()) httpEnv().navigate('/networkerror', { replace: false });
    } else {
      await clearSession();
      if (reaction === 'login') httpEnv().signedOut();
      httpEnv().navigate(reaction === 'login' ? '/login' : '/somethingwentwrong', { replace: true });
    }
    return false;
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

export async function request<S extends v.GenericSchema | undefined = undefined>(
  path: string,
  opts: RequestOptions<S> = {},
): Promise<S extends v.GenericSchema ? v.InferOutput<S> : unknown> {
  for (let attempt = 0; ; attempt++) {
    const res = await send(path, opts);
    // Any answer says the API is there, except one the service worker may have given from its cache.
    if (res && !OFFLINE_READABLE_PATHS.includes(path)) setServerReachable(true);
    if (res?.ok) {
      if (opts.as === 'blob') return (await res.blob()) as never;
      const data: unknown = res.status === 204 ? undefined : await res.json();
      return (opts.schema ? v.parse(opts.schema, data) : data) as never;
    }
    const { failure, body } = res ? await failureOf(res) : { failure: { kind: 'no-response' } as const, body: undefined };
    const reaction = reactTo(failure);
    if (opts.background && reaction !== 'to-caller') throw new HandledError(reaction);
    switch (reaction) {
      case 'to-caller':
        throw new ApiError(res!.status, body!.code, body!.message);
      case 'refresh-and-retry':
        if (attempt === 0 && !opts.anonymous && (await refreshOnce())) continue;
        throw new HandledError(reaction);
      case 'sign-out':
        await clearSession();
        httpEnv().signedOut();
        httpEnv().navigate('/login', { replace: true });
        throw new HandledError(reaction);
      case 'network-error':
        // A request the browser dropped because the page is being left (a reload, a link out) says
        // nothing about the network: WebKit and Firefox fail them then, and /networkerror would be
        // the address the reload comes back to.
        if (!isLeaving()) {
          // A screen's own request with no answer (never a background one: a blip there must not
          // disable a screen that nothing would enable again): money actions wait for the next answer.
          setServerReachable(false);
          if (!opts.hasOfflineFallback?.()) httpEnv().navigate('/networkerror', { replace: false });
        }
        throw new HandledError(reaction);
      case 'something-went-wrong':
        httpEnv().navigate('/somethingwentwrong', { replace: true });
        throw new HandledError(reaction);
    }
  }
}
