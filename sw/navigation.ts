/// <reference lib="webworker" />
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openerPolicyFor } from '../src/contract/isolation';
import { COOKIE_NAME } from '../src/contract/language';
import { offlinePageLanguage, offlinePageResponse } from './offline-page';
import type { Precache } from './precache';
import { entryFiles } from './shell-files';

declare const self: ServiceWorkerGlobalScope;

/** Navigations the SPA must never answer: API calls (and pages the API serves itself) go to the network. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api\//];

/**
 * Can the shell start? Every file of the build it begins with is in the precache, or, for one that is
 * not, the network answers it. A shell whose scripts are gone would leave a blank page offline. Files
 * the build does not precache (none today; a proxy's or an extension's) are not the worker's to judge.
 */
async function shellCanStart(precache: Precache, html: string): Promise<boolean> {
  for (const file of entryFiles(html)) {
    if (!precache.controller.getCacheKeyForURL(file) || (await precache.controller.matchPrecache(file))) continue;
    const fromNetwork = await fetch(file, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
    if (!fromNetwork?.ok) return false;
  }
  return true;
}

/** The customer's language for the no-connection page: the link's, the one they chose, the browser's. */
async function customerLanguage(url: URL) {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }).cookieStore;
  const chosen = await store?.get(COOKIE_NAME).catch(() => null);
  return offlinePageLanguage(url, chosen?.value, self.navigator.languages ?? [self.navigator.language]);
}

/**
 * Every other navigation gets the precached index.html, so deep links such as /topPage open offline.
 * The copy carries the opener policy the server gives that URL (decision 0043): a document that asks
 * to be isolated must be isolated offline too, and the precached response's own header is not it.
 * With no shell to give (the precache evicted or never filled) and no network to fetch one, the
 * worker answers its own no-connection page (decision 0055), never the browser's error.
 * Each navigation also has the precache repaired if it lacks files (decision 0120): the customer
 * opening the portal online is when an evicted or half-filled precache can be made whole again.
 */
export function registerNavigationFallback(precache: Precache): void {
  const shell = precache.controller.createHandlerBoundToURL('index.html');
  registerRoute(
    new NavigationRoute(
      async (options) => {
        // Before the first await: the event still takes a promise to keep the worker alive for.
        options.event.waitUntil(precache.repair());
        const response = await shell(options).catch(() => undefined);
        const html = response?.ok ? await response.clone().text() : undefined;
        if (!response || html === undefined || !(await shellCanStart(precache, html))) {
          return offlinePageResponse(await customerLanguage(options.url), options.url);
        }
        const headers = new Headers(response.headers);
        headers.set('Cross-Origin-Opener-Policy', openerPolicyFor(options.url));
        return new Response(html, { status: response.status, statusText: response.statusText, headers });
      },
      { denylist: NAVIGATION_DENYLIST },
    ),
  );
}
