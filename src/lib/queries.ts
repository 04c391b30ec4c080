import type { QueryClient } from '@tanstack/react-query';
import { unlessLeaving } from './leaving';

/**
 * The portal's one QueryClient, created with Query itself on first need: the logged-in screens'
 * guard, a public form that talks to the API, a stored customer at start. The doors (landing,
 * login) never need it, so their first load carries no Query (docs/decisions/0020).
 */
let loading: Promise<QueryClient> | undefined;
let client: QueryClient | undefined;

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= unlessLeaving(() => import('./query-client')).then((m) => (client = m.createQueryClient()));
  return loading;
}

/** The client if something loaded it already (logout empties it; nothing to empty otherwise). */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}
