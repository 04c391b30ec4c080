import { API_BASE } from './portal-config';

/**
 * A URL from the API that goes into href or src as it came (banner link and picture, APN video and
 * screenshots, the video section): only http(s), absolute or relative. Anything else — javascript:,
 * data:, vbscript:, however spelt — is dropped, and the caller shows the item without it. The URL
 * parser decides the scheme the way the browser would (tabs, newlines, leading spaces, case).
 * A relative URL is the API's own (its media, its store slip): it resolves against the API's
 * address, which in a portal-only deployment is another origin than the page's.
 */
export function safeUrl(url: string | null | undefined, apiBase: string = API_BASE): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, new URL(apiBase, globalThis.location?.href ?? 'http://localhost/'));
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}
