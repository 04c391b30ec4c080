import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openerPolicyFor } from '../src/contract/isolation';

/** Navigations the SPA must never answer: API calls (and pages the API serves itself) go to the network. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api\//];

/**
 * Every other navigation gets the precached index.html, so deep links such as /topPage open offline.
 * The copy carries the opener policy the server gives that URL (decision 0043): a document that asks
 * to be isolated must be isolated offline too, and the precached response's own header is not it.
 * Must run after precacheAndRoute(): the handler looks index.html up in the precache.
 */
export function registerNavigationFallback(): void {
  const shell = createHandlerBoundToURL('index.html');
  registerRoute(
    new NavigationRoute(
      async (options) => {
        const response = await shell(options);
        const headers = new Headers(response.headers);
        headers.set('Cross-Origin-Opener-Policy', openerPolicyFor(options.url));
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      },
      { denylist: NAVIGATION_DENYLIST },
    ),
  );
}
