import { cleanupOutdatedCaches } from 'workbox-precaching';

/** Drop precaches left by older Workbox versions so a returning device does not keep stale shells. */
export function removeOutdatedCaches(): void {
  cleanupOutdatedCaches();
}
