/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { OFFLINE_CACHES } from '../src/contract/offline';
import { apiBaseOfScript, runtimeCacheFor } from './cache-policy';

/**
 * FAQ, APN settings and their screenshots: served from the cache at once (a phone with no data yet
 * still reads them) and refreshed from the network in the background whenever there is one.
 * Only complete 200 answers are kept: an error or a refusal never replaces good instructions.
 * The URL is the key: it holds the language, the SIM type's endpoint, the device and the SIM id.
 * No expiration plugin: the set is small and bounded (five languages × a few endpoints per SIM), logout
 * empties it, and the plugin would keep a second record of the URLs in IndexedDB.
 */
export function registerRuntimeCaching(scope: ServiceWorkerGlobalScope): void {
  const origin = scope.location.origin;
  // Portal only: the API on another origin, named in this worker's script URL (decision 0048).
  const apiBase = apiBaseOfScript(scope.location.href);
  registerRoute(
    ({ request, url }) => runtimeCacheFor(request.method, url, origin, apiBase) === 'content',
    new StaleWhileRevalidate({
      cacheName: OFFLINE_CACHES.content,
      // The API answers `Vary: Accept-Encoding`-style headers; the URL already names everything that matters.
      matchOptions: { ignoreVary: true },
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
  registerRoute(
    ({ request, url }) => runtimeCacheFor(request.method, url, origin, apiBase) === 'image',
    new StaleWhileRevalidate({
      cacheName: OFFLINE_CACHES.images,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
}

/** Caches of ours that this worker does not use any more (an older version's) go when it activates. */
export function removeRetiredCaches(scope: ServiceWorkerGlobalScope): void {
  const current = new Set<string>(Object.values(OFFLINE_CACHES));
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((n) => n.startsWith('portal-') && !current.has(n)).map((n) => caches.delete(n)))),
    );
  });
}
