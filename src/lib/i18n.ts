import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LANGUAGES, toSupportedLanguage, type Language } from './language';
import { detectBrowserLanguage, rememberLanguage } from './language-detection';

/** Namespaces every first screen needs; the rest load on demand with their screens. */
const INITIAL_NAMESPACES = ['common', 'auth', 'account'] as const;
const localeUrl = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;

/** Starts in the detected language; other languages and namespaces load on demand. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = detectBrowserLanguage();
  // Cached at once, not after the translations arrive: a link with ?lng= counts even if the
  // customer moves on before the first screen has painted.
  rememberLanguage(lng);
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      load: 'currentOnly',
      ns: [...INITIAL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      backend: {
        loadPath: localeUrl('{{lng}}', '{{ns}}'),
        // Spec §9: at most 5 retries from 350 ms, doubling; 10 parallel reads.
        maxRetries: 5,
        retryTimeout: 350,
        maxParallelReads: 10,
      },
      react: { useSuspense: true },
    });
  onLanguage(i18next.language);
  i18next.on('languageChanged', onLanguage);
  return i18next;
}

export function currentLanguage(): Language {
  return toSupportedLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/** `<html lang>` drives screen readers and the font (spec §1); the choice is remembered. */
function onLanguage(lng: string) {
  const language = toSupportedLanguage(lng);
  document.documentElement.lang = HTML_LANG[language];
  rememberLanguage(language);
}
