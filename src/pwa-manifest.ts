import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours; the icons in public/icons are drawn by scripts/make-icons.mjs in the same blue. */
export const BRAND_BLUE = '#0b5cad';
export const BRAND_BACKGROUND = '#ffffff';

const SHORTCUT_ICON = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

/**
 * The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest and links it from index.html).
 * `id` is fixed so a later change of start_url does not make browsers treat it as a different app.
 * start_url opens the top page; a visitor with no session is sent on to /landingPage by the route guard.
 */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Prepaid SIM Portal',
  short_name: 'SIM Portal',
  description: 'Activate your prepaid SIM or eSIM, set up APN, recharge data, extend your usage period and check your orders.',
  // The default before the page knows its language; the page links manifest-<lng>.webmanifest.
  lang: 'en',
  dir: 'ltr',
  start_url: '/topPage?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BRAND_BLUE,
  background_color: BRAND_BACKGROUND,
  categories: ['utilities', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Long-press on the home-screen icon: the three things customers come back for.
  shortcuts: [
    { name: 'Top page', short_name: 'Top', url: '/topPage', icons: [SHORTCUT_ICON] },
    { name: 'Data recharge', short_name: 'Recharge', url: '/data-recharge', icons: [SHORTCUT_ICON] },
    { name: 'APN setup', short_name: 'APN', url: '/apn-configuration', icons: [SHORTCUT_ICON] },
  ],
  // Chrome's richer install dialog (scripts/make-screenshots.mjs draws them; kept out of the precache).
  screenshots: [
    {
      src: '/screenshots/top-narrow.png',
      sizes: '540x1170',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Usage and validity of your SIM',
    },
    {
      src: '/screenshots/top-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Usage and validity of your SIM',
    },
  ],
};
