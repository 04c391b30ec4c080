import type { Language } from '@/contract';

/**
 * Editorial content (FAQ, notices, banners, the video section) lives in these modules, not in the
 * database: it changes with a deploy, is reviewed like code, and the type below makes a missing
 * translation a compile error rather than an empty box on one language's page.
 */
export type Localised<T> = Record<Language, T>;

/** The operator's help centre, one tree per language (the portal's helpArticleUrl uses the same). */
export const HELP_BASE = 'https://help.example.jp';

export function helpUrl(lng: Language, article: string): string {
  return `${HELP_BASE}/${lng}/${article}/`;
}

/** A link in content HTML; the portal sanitises it, the API still only writes its own URLs. */
export const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

/** `{help:article}` in content HTML becomes that help article in the reader's language. */
export function withHelpLinks(html: string, lng: Language): string {
  return html.replace(/\{help:([a-z0-9/-]+)\}/g, (_m, article: string) => helpUrl(lng, article));
}
