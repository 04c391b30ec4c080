import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { unlessLeaving } from './lib/leaving';

/**
 * Scroll positions live in sessionStorage. They are keyed by history entry ids only, never by URL
 * (the router's default for a first load): a URL can carry a payment id, an activation code or a reset
 * token, and logout must leave nothing of the customer behind (tests/e2e/logout.spec.ts).
 */
const PAGE_LOAD = `load-${Math.random().toString(36).slice(2)}`;

export function createAppRouter() {
  return createRouter({
    routeTree,
    // Conventions of DESIGN.md: preload on intent, let Query decide freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Loaded when needed (the service worker has them offline): no first screen shows them.
    defaultNotFoundComponent: lazyRouteComponent(
      () => unlessLeaving(() => import('./features/status-pages/not-found-screen')),
      'NotFoundScreen',
    ),
    defaultErrorComponent: lazyRouteComponent(
      () => unlessLeaving(() => import('./features/status-pages/unexpected-error-screen')),
      'UnexpectedErrorScreen',
    ),
    scrollRestoration: true,
    getScrollRestorationKey: (location) => location.state.__TSR_key ?? PAGE_LOAD,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
