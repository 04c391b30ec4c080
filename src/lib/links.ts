import type { Language } from './language';

/** External addresses in one place so an operator re-points them without touching screens. */
export const POLICY_URL = (import.meta.env?.VITE_POLICY_URL as string | undefined) ?? 'https://www.example.jp/privacy/';
const PROVIDER_SITE = (import.meta.env?.VITE_PROVIDER_SITE as string | undefined) ?? 'https://www.example.jp';

/** The provider's site in the current language; Japanese is its root. */
export function providerSiteUrl(lng: Language): string {
  return lng === 'ja' ? `${PROVIDER_SITE}/` : `${PROVIDER_SITE}/${lng}/`;
}

const HELP_BASE = (import.meta.env?.VITE_HELP_BASE as string | undefined) ?? 'https://help.example.jp';

/** Help articles per SIM type (its profile's `helpSection`) and language (spec §2 "Support link"). */
export function helpArticleUrl(section: string, lng: Language): string {
  return `${HELP_BASE}/${lng}/${section}/`;
}
