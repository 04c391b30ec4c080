import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { NotFoundScreen } from './features/status-pages/not-found-screen';
import { UnexpectedErrorScreen } from './features/status-pages/unexpected-error-screen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Conventions of DESIGN.md: preload on intent, let Query decide freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: UnexpectedErrorScreen,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  /** The purchase flow carries its order in navigation state (spec §2: paymentId). */
  interface HistoryState {
    paymentId?: string;
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
