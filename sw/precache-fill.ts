/**
 * Filling the precache until every file of the build is in it (decision 0120). Workbox's own install
 * trusts `cache.put()`; WebKit breaks that trust: after an install cut off by a dropped connection, the
 * files it had stored vanish when the page is loaded again, yet a later `put()` of the same key
 * resolves without storing anything, for good — only `delete()` and then `put()` stores it again.
 * So the precache is complete only when a fresh list of the cache's keys says so, never because every
 * `put()` resolved, and a file that a `put()` did not keep is stored again after deleting its key.
 */

/** One file of the build: where it is fetched from, and the key it is kept under (the URL with its revision). */
export interface PrecacheEntry {
  url: string;
  cacheKey: string;
}

/** The part of a Cache the filling uses (a fake one in the unit tests). */
export interface PrecacheStore {
  keys(): Promise<readonly { url: string }[]>;
  delete(key: string): Promise<boolean>;
  put(key: string, response: Response): Promise<void>;
}

export type FetchEntry = (entry: PrecacheEntry) => Promise<Response>;

/** The entries whose key the cache does not list. */
export async function missingEntries(store: PrecacheStore, entries: readonly PrecacheEntry[]): Promise<PrecacheEntry[]> {
  const present = new Set((await store.keys()).map((request) => request.url));
  return entries.filter((entry) => !present.has(entry.cacheKey));
}

/**
 * A response fit for the precache: a complete 2xx answer. A redirected one is copied, because the
 * browser refuses a redirected response to a navigation (the shell is answered to navigations).
 */
async function storable(response: Response): Promise<Response> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function store(cache: PrecacheStore, entries: readonly PrecacheEntry[], fetchEntry: FetchEntry, replace: boolean) {
  for (const entry of entries) {
    const response = await storable(await fetchEntry(entry));
    if (replace) await cache.delete(entry.cacheKey);
    await cache.put(entry.cacheKey, response);
  }
}

/**
 * Fetches and stores every entry the cache lacks, one after the other (a phone on a slow line is not
 * flooded with two hundred requests at once), then lists the keys again; what is still missing is
 * fetched once more and stored after deleting its key (WebKit's lost files). Resolves with the entries
 * missing after that (none when the precache is complete). Rejects on the first fetch that fails or
 * answers an error: the connection is gone, and the caller decides (an install fails, a repair waits
 * for the next visit).
 */
export async function fillPrecache(
  cache: PrecacheStore,
  entries: readonly PrecacheEntry[],
  fetchEntry: FetchEntry,
): Promise<PrecacheEntry[]> {
  await store(cache, await missingEntries(cache, entries), fetchEntry, false);
  const lost = await missingEntries(cache, entries);
  if (!lost.length) return lost;
  await store(cache, lost, fetchEntry, true);
  return missingEntries(cache, entries);
}
