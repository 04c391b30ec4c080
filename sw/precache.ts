/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry as ManifestEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { fillPrecache, type PrecacheEntry } from './precache-fill';

/** The precache as the rest of the worker uses it: files by URL, and a repair to run when it may be incomplete. */
export interface Precache {
  controller: PrecacheController;
  /** Fetches what the precache lacks (nothing when it is complete); never rejects. One at a time. */
  repair(): Promise<void>;
}

/**
 * The precache of the build (decision 0120). Workbox keeps the list, the cache keys and the routes;
 * the install is ours: it ends with every file of the list in the cache, checked by listing the
 * cache's keys, or it fails and the worker never activates (the browser tries again on the next visit).
 * A revisioned file (no hash in its name) is fetched past the HTTP cache, as Workbox does.
 */
export function setUpPrecache(scope: ServiceWorkerGlobalScope, manifest: (ManifestEntry | string)[]): Precache {
  const controller = new PrecacheController();
  controller.addToCacheList(manifest);
  registerRoute(new PrecacheRoute(controller));
  const entries: PrecacheEntry[] = [...controller.getURLsToCacheKeys()].map(([url, cacheKey]) => ({ url, cacheKey }));
  const fetchEntry = ({ url, cacheKey }: PrecacheEntry) =>
    fetch(new Request(url, { cache: cacheKey === url ? 'default' : 'reload', credentials: 'same-origin' }));

  async function complete(): Promise<void> {
    const missing = await fillPrecache(await scope.caches.open(controller.strategy.cacheName), entries, fetchEntry);
    if (missing.length) throw new Error(`precache incomplete: ${missing.length} of ${entries.length} files missing (${missing[0]!.url} …)`);
  }

  scope.addEventListener('install', (event) => event.waitUntil(complete()));
  // Workbox's activation: removes the keys of older builds from the cache.
  scope.addEventListener('activate', (event) => void controller.activate(event));

  let repairing: Promise<void> | undefined;
  const repair = () =>
    (repairing ??= complete()
      .catch(() => undefined)
      .finally(() => (repairing = undefined)));
  return { controller, repair };
}
