import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Navigations the SPA must never answer: API calls (and pages the API serves itself) go to the network. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api\//];

/**
 * Every other navigation gets the precached index.html, so deep links such as /topPage open offline.
 * Must run after precacheAndRoute(): the handler looks index.html up in the precache.
 */
export function registerNavigationFallback(): void {
  const handler = createHandlerBoundToURL('index.html');
  registerRoute(new NavigationRoute(handler, { denylist: NAVIGATION_DENYLIST }));
}
