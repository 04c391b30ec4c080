// The `test` every end-to-end spec imports: Playwright's, plus helpers for the sandbox API,
// accessibility (axe, WCAG 2.1 A/AA) and a dump of the page's storage for plaintext-secret scans.
//   import { test, expect } from './fixtures';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import * as v from 'valibot';
import { SandboxMailList, SandboxSimResponse, type SandboxMail } from '../../src/contract/sandbox';
import type { SimType } from '../../src/contract/sim';

export { expect };

export interface SandboxApi {
  /** A new, unregistered SIM of that type (POST /api/sandbox/sims). */
  mintSim(type: SimType): Promise<v.InferOutput<typeof SandboxSimResponse>>;
  /** Messages "sent" to that address, newest first (GET /api/sandbox/mail?to=). */
  mail(to: string): Promise<SandboxMail[]>;
  /** Polls mail(to) until a message matches, e.g. a reset link or an eSIM issuance notice. */
  waitForMail(to: string, match: (mail: SandboxMail) => boolean, timeoutMs?: number): Promise<SandboxMail>;
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeOptions {
  /** CSS selectors to leave out, e.g. a third-party frame. */
  exclude?: string[];
  /** Rule ids to skip; say why in the test. */
  disableRules?: string[];
}

export interface StorageDump {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  indexedDB: { database: string; store: string; key: string; value: string }[];
}

export interface StorageHelper {
  /** Everything the page's origin keeps in localStorage, sessionStorage and IndexedDB, as strings. */
  dump(page: Page): Promise<StorageDump>;
  /** Where any of `secrets` (token, email, ICCID…) appears in plain text; [] when nowhere. */
  findPlaintext(page: Page, secrets: string[]): Promise<string[]>;
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<unknown> {
  if (!response.ok()) throw new Error(`${response.url()} → ${response.status()}: ${await response.text()}`);
  return response.json();
}

function sandboxApi(request: APIRequestContext): SandboxApi {
  const api: SandboxApi = {
    async mintSim(type) {
      return v.parse(SandboxSimResponse, await ok(await request.post('/api/sandbox/sims', { data: { type } })));
    },
    async mail(to) {
      return v.parse(SandboxMailList, await ok(await request.get('/api/sandbox/mail', { params: { to } })));
    },
    async waitForMail(to, match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await api.mail(to)).find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
  return api;
}

/** One line per violation: rule, impact, and the first few offending selectors. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${targets.join(', ')}`;
    })
    .join('\n');
}

/** Runs in the page: values become readable strings (bytes decoded as UTF-8, keys named, objects as JSON). */
async function dumpStorage(page: Page): Promise<StorageDump> {
  return page.evaluate(async () => {
    const text = (value: unknown): string =>
      JSON.stringify(value, (_key, item: unknown) => {
        if (item instanceof ArrayBuffer) return new TextDecoder().decode(item);
        if (ArrayBuffer.isView(item)) return new TextDecoder().decode(item);
        if (typeof CryptoKey !== 'undefined' && item instanceof CryptoKey) {
          return `[CryptoKey ${item.algorithm.name} extractable=${item.extractable}]`;
        }
        if (item instanceof Blob) return `[Blob ${item.type} ${item.size}]`;
        return item;
      }) ?? String(value);
    const entries = (storage: Storage) => Object.fromEntries(Object.entries({ ...storage }));
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const indexedDBRows: StorageDump['indexedDB'] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly');
        const [keys, values] = await Promise.all([
          request(tx.objectStore(store).getAllKeys()),
          request(tx.objectStore(store).getAll()),
        ]);
        keys.forEach((key, i) =>
          indexedDBRows.push({ database: info.name!, store, key: text(key), value: text(values[i]) }),
        );
      }
      db.close();
    }
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      indexedDB: indexedDBRows,
    };
  });
}

export const test = base.extend<{
  api: SandboxApi;
  axe: (page: Page, options?: AxeOptions) => Promise<AxeViolation[]>;
  storage: StorageHelper;
}>({
  api: async ({ request }, use) => {
    await use(sandboxApi(request));
  },
  axe: async ({}, use) => {
    await use(async (page, options = {}) => {
      let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
      return (await builder.analyze()).violations;
    });
  },
  storage: async ({}, use) => {
    await use({
      dump: dumpStorage,
      async findPlaintext(page, secrets) {
        const dump = await dumpStorage(page);
        const places: [string, string][] = [
          ...Object.entries(dump.localStorage).map(([k, val]): [string, string] => [`localStorage[${k}]`, `${k} ${val}`]),
          ...Object.entries(dump.sessionStorage).map(([k, val]): [string, string] => [`sessionStorage[${k}]`, `${k} ${val}`]),
          ...dump.indexedDB.map((row): [string, string] => [
            `indexedDB ${row.database}/${row.store}[${row.key}]`,
            `${row.key} ${row.value}`,
          ]),
        ];
        // Case-insensitive: an email stored lower-cased is still the email.
        const wanted = secrets.filter((secret) => secret.length > 0);
        return places.flatMap(([where, content]) =>
          wanted
            .filter((secret) => content.toLowerCase().includes(secret.toLowerCase()))
            .map((secret) => `${where} contains "${secret}"`),
        );
      },
    });
  },
});
