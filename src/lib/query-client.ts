import { QueryClient } from '@tanstack/react-query';
import { ApiError, HandledError } from './api-error';

/** Refusals (4xx) and requests the client already handled are final; a flaky network gets one retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError || error instanceof HandledError) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}
