import { OFFLINE_MEDIA_PREFIXES, OFFLINE_READABLE_PATHS, SW_API_BASE_PARAM } from '../src/contract/offline';
import { LANGUAGES } from '../src/contract/paths';

/**
 * Which runtime cache a request belongs to (docs/decisions/0017). A pure rule so that what is kept
 * offline — and above all what never is: payments, orders, tokens, usage — is one table-tested function.
 *   'content': FAQ and APN settings, per language, SIM type, device and SIM (stale-while-revalidate)
 *   'image':   APN step screenshots (stale-while-revalidate)
 *   null:      the network only (the worker does not answer it)
 * The API is the portal's own `/api/`, and also `apiBase` when the API lives on another origin
 * (portal-only deployment, decision 0048).
 */
export type RuntimeCache = 'content' | 'image' | null;

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif)$/i;

/** The path after the API base (`ja/faq/list`, `media/apn/…`), or undefined for anything else. */
function apiPath(url: URL, origin: string, apiBase: string | undefined): string | undefined {
  const bases = [new URL('/api', origin), ...(apiBase ? [new URL(apiBase)] : [])];
  for (const base of bases) {
    const prefix = `${base.pathname.replace(/\/+$/, '')}/`;
    if (url.origin === base.origin && url.pathname.startsWith(prefix)) return url.pathname.slice(prefix.length);
  }
  return undefined;
}

export function runtimeCacheFor(method: string, url: URL, origin: string, apiBase?: string): RuntimeCache {
  if (method !== 'GET') return null;
  const rest = apiPath(url, origin, apiBase);
  if (rest === undefined) return null;
  if (OFFLINE_MEDIA_PREFIXES.some((prefix) => rest.startsWith(`${prefix}/`)) && IMAGE_FILE.test(rest)) return 'image';
  const [lng, ...path] = rest.split('/').filter(Boolean);
  if (!(LANGUAGES as readonly string[]).includes(lng ?? '')) return null;
  return OFFLINE_READABLE_PATHS.includes(path.join('/')) ? 'content' : null;
}

/**
 * The API base named in the worker's own script URL (src/lib/pwa.ts puts it there), if it is a plain
 * http(s) URL; anything else is ignored, so a crafted registration cannot widen what is cached.
 */
export function apiBaseOfScript(scriptUrl: string): string | undefined {
  const raw = new URL(scriptUrl).searchParams.get(SW_API_BASE_PARAM);
  if (!raw) return undefined;
  let base: URL;
  try {
    base = new URL(raw);
  } catch {
    return undefined;
  }
  if ((base.protocol !== 'https:' && base.protocol !== 'http:') || base.search || base.hash || base.username || base.password)
    return undefined;
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
}
