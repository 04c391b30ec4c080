import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError, HandledError } from './api-error';

/**
 * Refusals (4xx) and requests the client already handled are final; a flaky network gets one retry.
 * Offline (docs/decisions/0017): a query still tries once — the service worker may answer from its
 * cache — and refreshes when the connection comes back. A mutation is never held back to be sent later:
 * a payment or SIM change made offline fails at once instead of firing by surprise on reconnection.
 */
export function createQueryClient() {
  // Query's own idea of the connection starts at "online"; a page opened offline must not believe it.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        retry: (count, error) => !(error instanceof ApiError || error instanceof HandledError) && count < 1,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
