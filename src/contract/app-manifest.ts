import type { Language } from './codes';

/**
 * The home-screen icon is named in the customer's language: one web app manifest per language, the
 * page linking the one of its language (lib/i18n.ts, the prerendered doors), all with the same `id`
 * so that they describe one app. Built by scripts/vite-manifests.ts from the locale files.
 */
export const manifestHref = (lng: Language) => `/manifest-${lng}.webmanifest`;

export const APPLE_TITLE_META = 'meta[name="apple-mobile-web-app-title"]';
