import type { BrowserContext, Page } from '@playwright/test';

/**
 * Reads everything the portal's origin keeps in the browser — localStorage, sessionStorage (per tab),
 * every IndexedDB database and store, every Cache Storage cache (request URLs and response bodies)
 * and cookies — and says where given secrets appear in plain text.
 */
export interface StorageDump {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  indexedDB: { database: string; store: string; key: string; value: string }[];
  /** Request URLs only: the app precache alone is hundreds of kilobytes. */
  cacheStorage: { cache: string; url: string; bytes: number }[];
}

/** A place in storage and its readable text (key and value; URL and body). */
interface Place {
  where: string;
  text: string;
}

/** Runs in the page. Values become readable strings: bytes decoded as UTF-8, keys named, objects as JSON. */
async function readPlaces({ bodies, sessionOnly }: { bodies: boolean; sessionOnly: boolean }): Promise<Place[]> {
  const text = (value: unknown): string =>
    JSON.stringify(value, (_key, item: unknown) => {
      if (item instanceof ArrayBuffer) return new TextDecoder().decode(item);
      if (ArrayBuffer.isView(item)) return new TextDecoder().decode(item);
      if (typeof CryptoKey !== 'undefined' && item instanceof CryptoKey)
        return `[CryptoKey ${item.algorithm.name} extractable=${item.extractable}]`;
      if (item instanceof Blob) return `[Blob ${item.type} ${item.size}]`;
      return item;
    }) ?? String(value);
  const places: Place[] = Object.entries({ ...sessionStorage }).map(([k, v]) => ({ where: `sessionStorage[${k}]`, text: `${k}\n${v}` }));
  if (sessionOnly) return places;
  places.push(...Object.entries({ ...localStorage }).map(([k, v]) => ({ where: `localStorage[${k}]`, text: `${k}\n${v}` })));

  const request = <T>(req: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const db = await request(indexedDB.open(info.name));
    for (const store of Array.from(db.objectStoreNames)) {
      const tx = db.transaction(store, 'readonly');
      const [keys, values] = await Promise.all([request(tx.objectStore(store).getAllKeys()), request(tx.objectStore(store).getAll())]);
      keys.forEach((key, i) =>
        places.push({ where: `indexedDB ${info.name}/${store}[${text(key)}]`, text: `${text(key)}\n${text(values[i])}` }),
      );
    }
    db.close();
  }

  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const req of await cache.keys()) {
      const res = await cache.match(req);
      const body = res ? await res.text() : '';
      places.push({ where: `Cache Storage "${name}" ${req.url}`, text: bodies ? `${req.url}\n${body}` : `${req.url}\n${body.length}` });
    }
  }
  return places;
}

/** The pages of this context showing the portal's origin, still open (each has its own sessionStorage). */
function portalPages(context: BrowserContext, origin: string): Page[] {
  return context.pages().filter((page) => !page.isClosed() && page.url().startsWith(`${origin}/`));
}

/** Evaluates in a page that may be between two documents: waits for the next one instead of failing. */
async function evaluateSettled(page: Page, arg: Parameters<typeof readPlaces>[0]): Promise<Place[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(readPlaces, arg);
    } catch (error) {
      if (attempt >= 4 || page.isClosed() || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
    }
  }
}

/**
 * Every place, from every open portal tab (sessionStorage) and one document for the rest. With no
 * portal tab left open, a scratch tab opens an API address: a document of the origin that runs none
 * of the portal's code, so reading cannot change what is read.
 */
async function allPlaces(context: BrowserContext, origin: string, bodies: boolean): Promise<Place[]> {
  const pages = portalPages(context, origin);
  let scratch: Page | undefined;
  let reader = pages[0];
  if (!reader) {
    scratch = await context.newPage();
    // Answered here, so it works offline too; under /api/ so no service worker answers it instead.
    const url = `${origin}/api/storage-scan`;
    await scratch.route(url, (route) => route.fulfill({ contentType: 'text/plain', body: 'storage scan' }));
    await scratch.goto(url);
    reader = scratch;
  }
  try {
    const places = await evaluateSettled(reader, { bodies, sessionOnly: false });
    for (const page of pages.slice(1)) places.push(...(await evaluateSettled(page, { bodies, sessionOnly: true })));
    for (const cookie of await context.cookies(origin))
      places.push({ where: `cookie ${cookie.name}`, text: `${cookie.name}=${cookie.value}` });
    return places;
  } finally {
    await scratch?.close();
  }
}

/**
 * How a secret may be written: as is, URL-encoded, a card number in groups of four. Case is ignored
 * (an email stored lower-cased is still the email). Short ones (a security code) match only as a
 * whole value — quoted, a query value or the entire entry — never inside a longer number.
 */
function pattern(secret: string): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = new Set([secret, encodeURIComponent(secret)]);
  if (/^\d{13,19}$/.test(secret)) forms.add(secret.replace(/(\d{4})(?=\d)/g, '$1 '));
  const alternatives = [...forms].map(escape).join('|');
  return secret.length >= 6 ? new RegExp(alternatives, 'i') : new RegExp(`(^|\\n|["'=])(${alternatives})(["'&]|$)`, 'i');
}

export interface Finding {
  where: string;
  secret: string;
}

export async function findSecrets(context: BrowserContext, origin: string, secrets: string[]): Promise<Finding[]> {
  const wanted = [...new Set(secrets.filter((secret) => secret.length > 0))].map((secret) => ({ secret, re: pattern(secret) }));
  if (wanted.length === 0) return [];
  const places = await allPlaces(context, origin, true);
  return places.flatMap((place) => wanted.filter(({ re }) => re.test(place.text)).map(({ secret }) => ({ where: place.where, secret })));
}

/** What the origin keeps, readable; Cache Storage as URLs with body sizes. */
export async function dumpStorage(context: BrowserContext, origin: string): Promise<StorageDump> {
  const dump: StorageDump = { localStorage: {}, sessionStorage: {}, indexedDB: [], cacheStorage: [] };
  for (const { where, text } of await allPlaces(context, origin, false)) {
    const [head, ...rest] = text.split('\n');
    const value = rest.join('\n');
    let m: RegExpExecArray | null;
    if ((m = /^(local|session)Storage\[(.*)\]$/s.exec(where))) dump[`${m[1] as 'local' | 'session'}Storage`][m[2]!] = value;
    else if ((m = /^indexedDB ([^/]*)\/(.*?)\[/.exec(where))) dump.indexedDB.push({ database: m[1]!, store: m[2]!, key: head!, value });
    else if ((m = /^Cache Storage "(.*)" /.exec(where))) dump.cacheStorage.push({ cache: m[1]!, url: head!, bytes: Number(value) });
  }
  return dump;
}
