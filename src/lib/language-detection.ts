import { COOKIE_NAME, detectLanguage, LANGUAGE_STORAGE_KEY, type DetectionSources } from '@/contract/language';
import type { Language } from './language';

export { COOKIE_NAME, detectLanguage, LANGUAGE_STORAGE_KEY, type DetectionSources };

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
let remembered: Language | undefined;
export function rememberLanguage(lng: Language) {
  // Once per language and page: each write is a call into the browser process, at start-up twice.
  if (lng === remembered) return;
  remembered = lng;
  safely(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, lng), undefined);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  safely(() => (document.cookie = `${COOKIE_NAME}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`), undefined);
}
