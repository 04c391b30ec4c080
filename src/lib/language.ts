import { LANGUAGES, type Language } from '../contract/paths';

export { LANGUAGES, type Language };

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
