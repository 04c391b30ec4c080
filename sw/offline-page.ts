import { COOKIE_NAME, detectLanguage } from '../src/contract/language';
import type { Language } from '../src/contract/codes';
import { offlinePage as jaPage, status as jaStatus } from '../public/locales/ja/common.json';
import { offlinePage as enPage, status as enStatus } from '../public/locales/en/common.json';
import { offlinePage as zhPage, status as zhStatus } from '../public/locales/zh/common.json';
import { offlinePage as twPage, status as twStatus } from '../public/locales/tw/common.json';
import { offlinePage as viPage, status as viStatus } from '../public/locales/vi/common.json';

/**
 * The no-connection page the worker answers a navigation with when it has no app shell to give and
 * no network to fetch one (a browser that evicted the precache, as iOS does under storage pressure,
 * or a worker that activated before its precache filled): a readable page instead of the browser's own
 * "respondWith received an error". Built into the worker's own script, so it needs nothing stored:
 * no script, no external file (an empty icon, so no browser asks for /favicon.ico), its one style
 * allowed by hash in its own policy.
 */
const TEXTS: Record<Language, { title: string; body: string; retry: string }> = {
  ja: { title: jaStatus.networkTitle, ...jaPage },
  en: { title: enStatus.networkTitle, ...enPage },
  zh: { title: zhStatus.networkTitle, ...zhPage },
  tw: { title: twStatus.networkTitle, ...twPage },
  vi: { title: viStatus.networkTitle, ...viPage },
};

/** The html lang of each language (tw is Traditional Chinese as written in Taiwan). */
const HTML_LANG: Record<Language, string> = { ja: 'ja', en: 'en', zh: 'zh-Hans', tw: 'zh-Hant', vi: 'vi' };

const STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans CJK JP",sans-serif;color:#0f172a;background:#fff}' +
  'main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.6}' +
  'a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#0b5cad;color:#fff;text-decoration:none;font-weight:600}';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/**
 * The customer's language as the portal would pick it (spec §1 order): `?lng=`, the cookie the portal
 * writes when a language is chosen (read through the Cookie Store where the browser has one), then
 * the browser's languages.
 */
export function offlinePageLanguage(url: URL, cookieValue: string | null | undefined, navigatorLanguages: readonly string[]): Language {
  return detectLanguage({
    search: url.search,
    cookie: cookieValue ? `${COOKIE_NAME}=${cookieValue}` : '',
    localStorage: null,
    sessionStorage: null,
    navigatorLanguages,
    htmlLang: null,
  });
}

export function offlinePageHtml(lng: Language, url: URL): string {
  const t = TEXTS[lng];
  // Reload the same address: the portal's own screen comes back as soon as there is a connection.
  const again = escape(url.pathname + url.search);
  return `<!doctype html><html lang="${HTML_LANG[lng]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escape(t.title)}</title><style>${STYLE}</style></head><body><main><h1>${escape(t.title)}</h1><p>${escape(t.body)}</p><a href="${again}">${escape(t.retry)}</a></main></body></html>`;
}

let styleHash: Promise<string> | undefined;
async function hashOfStyle(): Promise<string> {
  styleHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(STYLE))
    .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest))));
  return styleHash;
}

/** The page as a response: 503 (nothing was served from the origin), never stored, under a policy of its own. */
export async function offlinePageResponse(lng: Language, url: URL): Promise<Response> {
  return new Response(offlinePageHtml(lng, url), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // img-src data: for its empty icon, so that no browser asks the network for /favicon.ico.
      'Content-Security-Policy': `default-src 'none'; img-src data:; style-src 'sha256-${await hashOfStyle()}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}
