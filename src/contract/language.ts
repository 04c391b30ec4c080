import { LANGUAGES, type Language } from './paths';

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
