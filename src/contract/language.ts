import { LANGUAGES, type Language } from './codes';

/**
 * Maps whatever the browser or a link says to one of the five languages (spec §1): zh-TW (and the
 * other Traditional-script regions) → tw, zh-CN and plain zh → zh, a supported code as is,
 * anything else → en.
 */
export function toSupportedLanguage(code: string | null | undefined): Language {
  return matchLanguage(code) ?? 'en';
}

/** The supported language a code names, or undefined when it names none of ours. */
export function matchLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase().replace('_', '-');
  if ((LANGUAGES as readonly string[]).includes(lower)) return lower as Language;
  const [base, ...rest] = lower.split('-');
  if (base === 'zh') {
    const traditional = rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part));
    return traditional ? 'tw' : 'zh';
  }
  if (base && (LANGUAGES as readonly string[]).includes(base) && base !== 'tw') return base as Language;
  return undefined;
}

/** Namespaces every first screen needs (the portal loads them before its first paint; the server preloads them). */
export const INITIAL_NAMESPACES = ['common', 'auth', 'account'] as const;

export const localeUrl = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;

/**
 * Spec §1 detection order: query parameter `lng`, cookie, localStorage `i18nextLng`, sessionStorage,
 * the browser's languages, the html tag. The first that names a language wins; unsupported codes map
 * to en as toSupportedLanguage says. Pure, so the portal, the server's translation preload (server/http/locale-preload.ts) and the tests share it.
 */
export type DetectionSources = {
  search: string;
  cookie: string;
  localStorage: string | null;
  sessionStorage: string | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
};

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const COOKIE_NAME = 'i18next';

export function detectLanguage(sources: DetectionSources): Language {
  const cookie = sources.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE_NAME)?.[1];
  // Like i18next's detector: the first source that names one of our languages decides; a browser
  // set to Korean then Japanese reads Japanese; nothing usable at all means English.
  const candidates = [
    new URLSearchParams(sources.search).get('lng'),
    cookie ? decodeURIComponent(cookie) : null,
    sources.localStorage,
    sources.sessionStorage,
    ...sources.navigatorLanguages,
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const lng = matchLanguage(candidate);
    if (lng) return lng;
  }
  return 'en';
}

/** BCP 47 tags for `<html lang>` and Intl: tw is our code, not a language tag. */
export const HTML_LANG: Record<Language, string> = {
  ja: 'ja',
  en: 'en',
  zh: 'zh-Hans',
  tw: 'zh-Hant',
  vi: 'vi',
};
