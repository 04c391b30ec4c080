import { INITIAL_NAMESPACES, localeUrl, matchLanguage } from '../../contract/language';
import type { Language } from '../../contract/paths';

/**
 * The portal paints its first screen only once its translations are in (spec §9); it finds them
 * after its code has run. A `Link: rel=preload` on the page tells the browser to fetch them beside the
 * code instead (docs/decisions/0009). The server guesses the language as the portal will decide it —
 * `?lng=`, then the `i18next` cookie the portal writes, then Accept-Language — and a wrong guess
 * costs one small file, never a wrong screen.
 */
export function guessLanguage(url: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const fromQuery = matchLanguage(new URL(url, 'http://portal.invalid').searchParams.get('lng'));
  if (fromQuery) return fromQuery;
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'i18next')?.[1];
  const fromCookie = matchLanguage(cookie ? decodeURIComponent(cookie) : null);
  if (fromCookie) return fromCookie;
  // Accept-Language in the order the browser sends it (q-values there are already descending).
  for (const range of (acceptLanguage ?? '').split(',')) {
    const lng = matchLanguage(range.split(';')[0]?.trim());
    if (lng) return lng;
  }
  return 'en';
}

export function localePreloadLinks(lng: Language): string {
  return INITIAL_NAMESPACES.map((ns) => `<${localeUrl(lng, ns)}>; rel=preload; as=fetch; crossorigin`).join(', ');
}
