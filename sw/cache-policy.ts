import { OFFLINE_MEDIA_PREFIXES, OFFLINE_READABLE_PATHS } from '../src/contract/offline';
import { LANGUAGES } from '../src/contract/paths';

/**
 * Which runtime cache a request belongs to (docs/decisions/0017). A pure rule so that what is kept
 * offline — and above all what never is: payments, orders, tokens, usage — is one table-tested function.
 *   'content': FAQ and APN settings, per language, SIM type, device and SIM (stale-while-revalidate)
 *   'image':   APN step screenshots (stale-while-revalidate)
 *   null:      the network only (the worker does not answer it)
 */
export type RuntimeCache = 'content' | 'image' | null;

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif)$/i;

export function runtimeCacheFor(method: string, url: URL, origin: string): RuntimeCache {
  if (method !== 'GET' || url.origin !== origin) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] !== 'api') return null;
  const rest = segments.slice(1).join('/');
  if (OFFLINE_MEDIA_PREFIXES.some((prefix) => rest.startsWith(`${prefix}/`)) && IMAGE_FILE.test(rest)) return 'image';
  const [lng, ...path] = segments.slice(1);
  if (!(LANGUAGES as readonly string[]).includes(lng ?? '')) return null;
  return OFFLINE_READABLE_PATHS.includes(path.join('/')) ? 'content' : null;
}
