import { describe, expect, it } from 'vitest';
import { fillPrecache, type PrecacheEntry, type PrecacheStore } from '../../sw/precache-fill';

const ENTRIES: PrecacheEntry[] = ['index.html', 'assets/app-1a2b.js', 'locales/ja/common.json', 'icons/icon-192.png'].map((file) => {
  const url = `https://portal.example/${file}`;
  return { url, cacheKey: file.startsWith('assets/') ? url : `${url}?__WB_REVISION__=r1` };
});

/**
 * A cache as WebKit keeps one after an install cut off mid-way (decision 0120): the keys it had stored
 * are gone from its list, yet a put() of one of them resolves without storing it, until that key is
 * deleted. With `dropsAlways`, one key is never kept, whatever is done.
 */
function webkitLikeStore(ghosts: string[] = [], dropsAlways?: string): PrecacheStore & { stored: Set<string> } {
  const stored = new Set<string>();
  const ghostly = new Set(ghosts);
  return {
    stored,
    keys: async () => [...stored].map((url) => ({ url })),
    delete: async (key) => {
      ghostly.delete(key);
      return stored.delete(key);
    },
    put: async (key) => {
      if (ghostly.has(key) || key === dropsAlways) return;
      stored.add(key);
    },
  };
}

function network(fail?: { url: string; how: 'no-answer' | number }) {
  const asked: string[] = [];
  const fetchEntry = async ({ url }: PrecacheEntry) => {
    asked.push(url);
    if (fail?.url === url) {
      if (fail.how === 'no-answer') throw new TypeError('Load failed');
      return new Response('error', { status: fail.how });
    }
    return new Response(`body of ${url}`, { status: 200 });
  };
  return { asked, fetchEntry };
}

describe('fillPrecache', () => {
  it('an empty precache: every file fetched once and kept', async () => {
    const store = webkitLikeStore();
    const net = network();
    expect(await fillPrecache(store, ENTRIES, net.fetchEntry)).toEqual([]);
    expect(net.asked).toEqual(ENTRIES.map((e) => e.url));
    expect([...store.stored].sort()).toEqual(ENTRIES.map((e) => e.cacheKey).sort());
  });

  it('a precache half-filled by an install cut off: only the missing files are fetched', async () => {
    const store = webkitLikeStore();
    store.stored.add(ENTRIES[0]!.cacheKey);
    store.stored.add(ENTRIES[1]!.cacheKey);
    const net = network();
    expect(await fillPrecache(store, ENTRIES, net.fetchEntry)).toEqual([]);
    expect(net.asked).toEqual([ENTRIES[2]!.url, ENTRIES[3]!.url]);
  });

  it("WebKit's lost files, whose put() alone stores nothing, are kept again", async () => {
    const store = webkitLikeStore([ENTRIES[0]!.cacheKey, ENTRIES[2]!.cacheKey]);
    expect(await fillPrecache(store, ENTRIES, network().fetchEntry)).toEqual([]);
    expect(store.stored.size).toBe(ENTRIES.length);
  });

  it('a file the cache does not keep is reported missing, never taken as stored because put() resolved', async () => {
    const store = webkitLikeStore([], ENTRIES[1]!.cacheKey);
    expect(await fillPrecache(store, ENTRIES, network().fetchEntry)).toEqual([ENTRIES[1]]);
  });

  it('the connection dropping mid-way rejects (an install fails), keeping what was stored before', async () => {
    const store = webkitLikeStore();
    const net = network({ url: ENTRIES[2]!.url, how: 'no-answer' });
    await expect(fillPrecache(store, ENTRIES, net.fetchEntry)).rejects.toThrow('Load failed');
    expect([...store.stored]).toEqual([ENTRIES[0]!.cacheKey, ENTRIES[1]!.cacheKey]);
  });

  it.each([404, 503])('an error answer (%i) is never stored as the file, and rejects', async (status) => {
    const store = webkitLikeStore();
    const net = network({ url: ENTRIES[0]!.url, how: status });
    await expect(fillPrecache(store, ENTRIES, net.fetchEntry)).rejects.toThrow(`HTTP ${status}`);
    expect(store.stored.size).toBe(0);
  });
});
