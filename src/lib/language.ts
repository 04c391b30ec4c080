import { LANGUAGES, type Language } from '@/contract/codes';
import { HTML_LANG, matchLanguage, toSupportedLanguage } from '@/contract/language';

export { HTML_LANG, LANGUAGES, matchLanguage, toSupportedLanguage, type Language };

/** The language names as their own speakers write them, for the dropdown. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ja: '日本語',
  en: 'English',
  zh: '简体中文',
  tw: '繁體中文',
  vi: 'Tiếng Việt',
};

/** The order of the header dropdown (spec §2). */
export const DROPDOWN_ORDER: readonly Language[] = ['ja', 'en', 'vi', 'tw', 'zh'];
