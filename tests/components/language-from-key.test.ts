import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { configureHttp } from '@/lib/http';
import { clearSession, updateSession } from '@/lib/session';
import { plansOptions } from '@/features/purchase/api/plans';
import { historyOptions } from '@/features/purchase/api/history';
import { bannerOptions } from '@/features/account/api/banner';
import { noticesOptions } from '@/features/account/api/notices';
import { videoOptions } from '@/features/profile/api/video';
import { faqOptions } from '@/features/support/api/faq';
import { apnSettingsOptions } from '@/features/apn/api/apn-settings';

/**
 * A query keyed by a language answers in that language: the page may be in another one by the time
 * it runs (a switch mid-load, a prefetch of another language), and an answer filed under 'vi' must
 * be Vietnamese. Every language-keyed fetcher of the portal, asked for 'vi' while the page is in
 * Japanese, must ask the API under /vi/.
 */
const asked: string[] = [];

beforeEach(async () => {
  asked.length = 0;
  await clearSession();
  await updateSession({ authTokens: { accessToken: 'access', refreshToken: 'refresh' } });
  configureHttp({
    language: () => 'ja',
    navigate: vi.fn(),
    signedOut: vi.fn(),
    fetch: ((url: string) => {
      asked.push(String(url));
      return Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }) as typeof fetch,
  });
});

type Options = { queryKey: QueryKey; queryFn?: unknown };
const FETCHERS: [string, Options][] = [
  ['plans', plansOptions(0, 7, 'vi')],
  ['history', historyOptions(0, 7, 1, 'vi')],
  ['banner', bannerOptions('vi')],
  ['notices', noticesOptions('vi')],
  ['video', videoOptions('vi')],
  ['faq', faqOptions(1, 'vi')],
  ['apn', apnSettingsOptions('prepaid', 1, 7, 'vi')],
];

describe('language-keyed queries fetch in their key’s language', () => {
  it.each(FETCHERS)('%s', async (_name, options) => {
    const run = options.queryFn as (ctx: QueryFunctionContext) => Promise<unknown>;
    // The answer '{}' fits no schema: only the address asked matters here.
    await run({
      queryKey: options.queryKey,
      client: new QueryClient(),
      signal: new AbortController().signal,
      meta: undefined,
    } as QueryFunctionContext).catch(() => undefined);
    expect(options.queryKey).toContain('vi');
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!, 'http://portal.test').pathname.split('/')).toContain('vi');
  });
});
