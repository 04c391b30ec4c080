import { describe, expect, it } from 'vitest';
import { guessLanguage, localePreloadLinks } from '@/server/http/locale-preload';

// The server's guess must match what the portal will decide (spec §1 order: query, cookie, … browser).
const CASES: [url: string, cookie: string | undefined, accept: string | undefined, expected: string][] = [
  ['/landingPage?lng=vi', 'i18next=ja', 'zh-TW', 'vi'],
  ['/landingPage?lng=zh-TW', undefined, undefined, 'tw'],
  ['/login', 'theme=x; i18next=tw', 'en-US', 'tw'],
  ['/login', 'i18next=fr', 'ja-JP,ja;q=0.9', 'ja'],
  ['/login?lng=xx', undefined, 'ko-KR,ko;q=0.9,zh-CN;q=0.8', 'zh'],
  ['/login', undefined, 'en-US,en;q=0.9', 'en'],
  ['/login', undefined, 'de-DE', 'en'],
  ['/login', undefined, undefined, 'en'],
];

describe('guessLanguage', () => {
  it.each(CASES)('%s, cookie %s, Accept-Language %s → %s', (url, cookie, accept, expected) => {
    expect(guessLanguage(url, cookie, accept)).toBe(expected);
  });
});

describe('localePreloadLinks', () => {
  it('preloads the first screens’ three namespaces as CORS fetches, as the portal reads them', () => {
    expect(localePreloadLinks('ja')).toBe(
      '</locales/ja/common.json>; rel=preload; as=fetch; crossorigin, </locales/ja/auth.json>; rel=preload; as=fetch; crossorigin, </locales/ja/account.json>; rel=preload; as=fetch; crossorigin',
    );
  });
});
