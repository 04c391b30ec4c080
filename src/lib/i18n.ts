import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LANGUAGES, toSupportedLanguage, type Language } from './language';

export const NAMESPACES = ['common', 'auth', 'account'] as const;

/** Loads the current language's translations; the others load on demand when chosen. */
export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng),
      },
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        // Spec §9: at most 5 retries from 350 ms, doubling; 10 parallel reads.
        maxRetries: 5,
        retryTimeout: 350,
        maxParallelReads: 10,
      },
      react: { useSuspense: true },
    });
  followDocumentLanguage(i18next.language);
  i18next.on('languageChanged', followDocumentLanguage);
  return i18next;
}

export function currentLanguage(): Language {
  return toSupportedLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/** `<html lang>` drives screen readers, hyphenation and the font choice (spec §1) in styles.css. */
function followDocumentLanguage(lng: string) {
  document.documentElement.lang = HTML_LANG[toSupportedLanguage(lng)];
}
