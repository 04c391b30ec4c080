import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LANGUAGES, toSupportedLanguage, type Language } from './language';
import { detectBrowserLanguage, rememberLanguage } from './language-detection';
import { localeBackend } from './i18n-backend';
// Namespaces every first screen needs; the rest load on demand with their screens.
import { INITIAL_NAMESPACES } from '@/contract/language';
import { APPLE_TITLE_META, manifestHref } from '@/contract/app-manifest';

/** Starts in the detected language; other languages and namespaces load on demand. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = detectBrowserLanguage();
  // Cached at once, not after the translations arrive: a link with ?lng= counts even if the
  // customer moves on before the first screen has painted.
  rememberLanguage(lng);
  await i18next
    .use(localeBackend)
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
      react: { useSuspense: true },
    });
  onLanguage(i18next.language);
  i18next.on('languageChanged', onLanguage);
  return i18next;
}

export function currentLanguage(): Language {
  return toSupportedLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/**
 * `<html lang>` drives screen readers and the font (spec §1); the choice is remembered. The home-screen
 * icon takes the same language: the manifest of that language (Chrome, Android) and the title iOS
 * reads when the customer adds the page to the home screen.
 */
function onLanguage(lng: string) {
  const language = toSupportedLanguage(lng);
  document.documentElement.lang = HTML_LANG[language];
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(language));
  document.querySelector(APPLE_TITLE_META)?.setAttribute('content', i18next.t('app.shortName'));
  rememberLanguage(language);
}
