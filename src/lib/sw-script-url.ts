import { SW_API_BASE_PARAM } from '../contract/offline';

/**
 * The service worker's script URL. With the API on another origin (portal-only deployment, the base
 * from `<meta name="portal-config">`), it names that base, so the worker also keeps the API's FAQ and
 * APN reads for offline use (decision 0048). Same origin or a relative base: plain `/sw.js`, as before.
 * A new base is a new script URL, so the browser installs the worker again with it.
 */
export function serviceWorkerScriptUrl(apiBase: string, pageOrigin: string): string {
  let base: URL;
  try {
    base = new URL(apiBase, pageOrigin);
  } catch {
    return '/sw.js';
  }
  if (base.origin === pageOrigin) return '/sw.js';
  return `/sw.js?${SW_API_BASE_PARAM}=${encodeURIComponent(`${base.origin}${base.pathname.replace(/\/+$/, '')}`)}`;
}
