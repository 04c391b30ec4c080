import { SW_API_BASE_PARAM } from '@/contract/sw-param';

/**
 * The service worker's script URL. With the API on another origin (portal-only deployment, the base
 * from `<meta name="portal-config">`), it names that base, so the worker also keeps the API's FAQ and
 * APN reads for offline use (decision 0048). Same origin or a relative base: plain `/sw.js`.
 * A new base is a new script URL, so the browser installs the worker again with it.
 */
export function serviceWorkerScriptUrl(apiBase: string, pageOrigin: string): string {
  // No try/catch: every API call is built on the same base, so a base the URL parser refuses has
  // already stopped the portal (and the doors' first load has no bytes to spare, bench:web).
  const base = new URL(apiBase, pageOrigin);
  return base.origin === pageOrigin
    ? '/sw.js'
    : `/sw.js?${SW_API_BASE_PARAM}=${encodeURIComponent(base.origin + base.pathname.replace(/\/+$/, ''))}`;
}
