import { describe, expect, it } from 'vitest';
import { detectLanguage, type DetectionSources } from '@/lib/language-detection';

const none: DetectionSources = { search: '', cookie: '', localStorage: null, sessionStorage: null, navigatorLanguages: [], htmlLang: null };

describe('language detection order (spec §1)', () => {
  it.each<[string, Partial<DetectionSources>, string]>([
    ['query parameter first', { search: '?lng=vi', cookie: 'i18next=ja', localStorage: 'zh', navigatorLanguages: ['en'] }, 'vi'],
    ['then the cookie', { cookie: 'a=1; i18next=tw', localStorage: 'zh', navigatorLanguages: ['en'] }, 'tw'],
    ['then localStorage', { localStorage: 'zh', sessionStorage: 'ja', navigatorLanguages: ['en'] }, 'zh'],
    ['then sessionStorage', { sessionStorage: 'ja', navigatorLanguages: ['en'] }, 'ja'],
    ['then the browser', { navigatorLanguages: ['zh-TW', 'en'] }, 'tw'],
    ['the first browser language we support', { navigatorLanguages: ['ko-KR', 'ja-JP'] }, 'ja'],
    ['then the html tag', { htmlLang: 'vi' }, 'vi'],
    ['an unsupported query parameter is skipped', { search: '?lng=fr', navigatorLanguages: ['zh-CN'] }, 'zh'],
    ['nothing usable: English', { navigatorLanguages: ['ko-KR', 'fr'] }, 'en'],
    ['nothing at all: English', {}, 'en'],
  ])('%s', (_name, sources, expected) => expect(detectLanguage({ ...none, ...sources })).toBe(expected));
});
