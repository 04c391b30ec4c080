import { dehydrate, hydrate, type DehydratedState, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { clear, createStore, get, set } from 'idb-keyval';
import { seal, unseal, type Sealed } from './crypto-store';
import { HandledError } from './api-error';
import { isLoggedIn } from './session';

/**
 * The top page's last answers (SIM info, usage and usage per day), kept so that with no connection it shows the
 * last-known usage and validity "as of" when they were fetched instead of an error.
 * Sealed with the session's device key (DESIGN.md: no plaintext customer data in any storage) and
 * forgotten on logout.
 */
const store = createStore('portal-last-known', 'queries');
const KEY = 'queries';
/** Older than this, a last-known state says too little to be worth showing. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const KEPT = new Set<unknown>(['info', 'usage', 'usage-days']);

export function isLastKnownQuery(key: QueryKey): boolean {
  return key[0] === 'cards' && KEPT.has(key[2]);
}

/** Before the first render: a logged-in customer opening the app offline sees their last state. */
export async function restoreLastKnown(client: QueryClient, now = Date.now()): Promise<void> {
  if (!isLoggedIn()) return;
  try {
    const sealed = await get<Sealed>(KEY, store);
    if (!sealed) return;
    const state = await unseal<DehydratedState>(sealed);
    hydrate(client, { ...state, queries: state.queries.filter((q) => now - q.state.dataUpdatedAt < MAX_AGE_MS) });
    // A kept answer is for when there is no connection: with one, the screen still fetches first
    // (another tab may have paid for data a moment ago).
    await client.invalidateQueries({ predicate: (q) => isLastKnownQuery(q.queryKey), refetchType: 'none' });
  } catch {
    // Sealed under another device key or damaged: nothing worth keeping.
    await clear(store).catch(() => undefined);
  }
}

async function save(client: QueryClient): Promise<void> {
  if (!isLoggedIn()) return;
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && isLastKnownQuery(q.queryKey) });
  const sealed = await seal(state);
  // A logout while sealing must win: never write a customer's data back after it.
  if (isLoggedIn()) await set(KEY, sealed, store);
}

/** Writes the last-known state each time one of its queries gets a fresh answer. */
export function keepLastKnown(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isLastKnownQuery(event.query.queryKey)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(client).catch(() => undefined), 300);
  });
}

export function forgetLastKnown(): Promise<void> {
  return clear(store);
}

/** For a query's `hasOfflineFallback`: there is something to show instead of /networkerror. */
export const hasData = (client: QueryClient, key: QueryKey) => () => client.getQueryData(key) !== undefined;

/**
 * A loader's fetch that falls back to the last-known answer when there is no connection:
 * fresh data online, the kept answer (with its time) offline, /networkerror when there is none.
 */
export async function fetchOrLastKnown<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  try {
    return await client.fetchQuery(options);
  } catch (error) {
    const kept = client.getQueryData<T>(options.queryKey);
    if (kept !== undefined && error instanceof HandledError && error.reaction === 'network-error') return kept;
    throw error;
  }
}
