import { LANGUAGES, type Language } from '@/contract/codes';
import { matchLanguage, toSupportedLanguage } from '@/contract/language';

export { LANGUAGES, matchLanguage, toSupportedLanguage, type Language };

/** The language names as their own speakers write them, for the dropdown. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ja: '日本語',
  en: 'English',
  zh: '简体中文',
  tw: '繁體中文',
  vi: 'Tiếng Việt',
};

/** BCP 47 tags for `<html lang>` and Intl: tw is our code, not a language tag. */
export const HTML_LANG: Record<Language, string> = {
  ja: 'ja',
  en: 'en',
  zh: 'zh-Hans',
  tw: 'zh-Hant',
  vi: 'vi',
};

/** The order of the header dropdown (spec §2). */
export const DROPDOWN_ORDER: readonly Language[] = ['ja', 'en', 'vi', 'tw', 'zh'];
