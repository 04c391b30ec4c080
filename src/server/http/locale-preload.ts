import { detectLanguage, INITIAL_NAMESPACES, localeUrl } from '@/contract/language';
import type { Language } from '@/contract/paths';

/**
 * The portal paints its first screen only once its translations are in (spec §9); it finds them
 * after its code has run. A `Link: rel=preload` on the page tells the browser to fetch them beside the
 * code instead (docs/decisions/0009). The server guesses the language as the portal will decide it —
 * `?lng=`, then the `i18next` cookie the portal writes, then Accept-Language — and a wrong guess
 * costs one small file, never a wrong screen.
 */
export function guessLanguage(url: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  return detectLanguage({
    search: new URL(url, 'http://portal.invalid').search,
    cookie: cookieHeader ?? '',
    // What only the browser knows (its storage) the server cannot see: the cookie carries the same choice.
    localStorage: null,
    sessionStorage: null,
    // In the order the browser sends them (q-values there are already descending).
    navigatorLanguages: (acceptLanguage ?? '').split(',').map((range) => range.split(';')[0]!.trim()),
    htmlLang: null,
  });
}

export function localePreloadLinks(lng: Language): string {
  return INITIAL_NAMESPACES.map((ns) => `<${localeUrl(lng, ns)}>; rel=preload; as=fetch; crossorigin`).join(', ');
}
