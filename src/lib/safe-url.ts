/**
 * A URL from the API that goes into href or src as it came (banner link and picture, APN video and
 * screenshots, the video section): only http(s), absolute or relative. Anything else — javascript:,
 * data:, vbscript:, however spelt — is dropped, and the caller shows the item without it. The URL
 * parser decides the scheme the way the browser would (tabs, newlines, leading spaces, case).
 */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/');
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}
