import { matchLanguage, type Language } from './language';

/**
 * Spec §1 detection order: query parameter `lng`, cookie, localStorage `i18nextLng`, sessionStorage,
 * the browser's languages, the html tag. The first that names a language wins; unsupported codes map
 * to en as toSupportedLanguage says. Pure, so the tiny preload script and the tests share it.
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

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage can be blocked (private modes, embedded views)
  }
}

export function detectBrowserLanguage(): Language {
  return detectLanguage({
    search: location.search,
    cookie: safely(() => document.cookie, ''),
    localStorage: safely(() => localStorage.getItem(LANGUAGE_STORAGE_KEY), null),
    sessionStorage: safely(() => sessionStorage.getItem(LANGUAGE_STORAGE_KEY), null),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  });
}

/**
 * The chosen language is remembered in localStorage (spec §1: "The result is cached") and in the
 * cookie the detection order reads second, so the server guesses the same language when it tells the
 * browser which translation files to fetch beside the code (server/http/locale-preload.ts).
 */
export function rememberLanguage(lng: Language) {
  safely(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, lng), undefined);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  safely(() => (document.cookie = `${COOKIE_NAME}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`), undefined);
}
