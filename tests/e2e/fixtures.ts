// The `test` every end-to-end spec imports: Playwright's, plus helpers for the sandbox API,
// accessibility (axe, WCAG 2.1 A/AA) and storage dumps — and, for every test, a watch on its browser
// context that fails the test on any CSP violation or any plaintext secret left in storage.
//   import { test, expect } from './fixtures';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import * as v from 'valibot';
import { SandboxMailList, SandboxSimResponse, type SandboxMail } from '@/contract/sandbox';
import type { SimType } from '@/contract/sim';
import { watchCsp, type CspWatch } from './csp-watch';
import { watchSecrets, type SecretWatch } from './secret-watch';
import { dumpStorage, findSecrets, type StorageDump } from './storage-scan';

export { expect };
export type { StorageDump };

const contextWatches = new WeakMap<BrowserContext, SecurityWatch>();

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

export interface StorageHelper {
  /** Everything the page's origin keeps in localStorage, sessionStorage, IndexedDB and Cache Storage, as strings. */
  dump(page: Page): Promise<StorageDump>;
  /** Where any of `secrets` (token, email, ICCID…) appears in plain text; [] when nowhere. */
  findPlaintext(page: Page, secrets: string[]): Promise<string[]>;
}

/** What every test gets checked for in teardown; see `watchContext`. */
export interface SecurityWatch {
  csp: CspWatch;
  secrets: SecretWatch;
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

const originOf = (url: string) => new URL(url).origin;

/** A frame of another origin than its page (about:blank and srcdoc frames share their page's). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = originOf(page.url());
  return page.frames().some((frame) => {
    const url = frame.url();
    return frame !== page.mainFrame() && url !== '' && !url.startsWith('about:') && originOf(url) !== origin;
  });
}

/**
 * The landing page and login come prerendered (docs/decisions/0019): their load event now fires
 * before the app has taken over the screen, where it used to fire after the app's code had run. A
 * page's goto and reload therefore also wait for the take-over, as a customer waits for a usable
 * screen, so a test that moves on at once still gives the app its moment on arrival (keeping `?lng=`,
 * sending a signed-in customer on). `waitUntil: 'commit' | 'domcontentloaded'` skips the wait, for a
 * test about the copy itself.
 */
function waitForTakeOverOnNavigation(page: Page) {
  const takenOver = () => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
  const waits = (options?: { waitUntil?: string }) =>
    !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waits(options)) await takenOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (waits(options)) await takenOver();
    return response;
  };
}

/**
 * Starts watching a browser context: CSP violations in every page and frame, and the secrets its
 * pages send and receive. `verify` (run after the test) fails when there was a violation or when a
 * secret is readable in the origin's storage, saying which and where.
 */
export async function watchContext(context: BrowserContext, origin: string) {
  const watch: SecurityWatch = { csp: await watchCsp(context), secrets: watchSecrets(context, origin) };
  const verify = async () => {
    const times = new Map<string, number>();
    for (const v of watch.csp.list())
      times.set(`CSP violation on ${v.page}: ${v.text}`, (times.get(`CSP violation on ${v.page}: ${v.text}`) ?? 0) + 1);
    const problems = [...times].map(([text, n]) => (n > 1 ? `${text} (×${n})` : text));
    const secrets = await watch.secrets.all();
    const kinds = new Map(secrets.map((s) => [s.value, s]));
    for (const found of await findSecrets(context, origin, [...kinds.keys()])) {
      const secret = kinds.get(found.secret)!;
      problems.push(`${secret.kind} "${found.secret}" (from ${secret.seen}) is readable in ${found.where}`);
    }
    if (problems.length) throw new Error(`Security checks after the test:\n- ${problems.join('\n- ')}`);
    return { secrets: secrets.length };
  };
  return { watch, verify };
}

export const test = base.extend<{
  api: SandboxApi;
  axe: (page: Page, options?: AxeOptions) => Promise<AxeViolation[]>;
  storage: StorageHelper;
  security: SecurityWatch;
}>({
  // Every test's context is watched from its first page to its last: after the test, any CSP
  // violation or any secret of the test readable in storage fails it.
  context: async ({ context, baseURL }, use, testInfo) => {
    const { watch, verify } = await watchContext(context, originOf(baseURL!));
    contextWatches.set(context, watch);
    context.on('page', waitForTakeOverOnNavigation);
    await use(context);
    // A test that failed already keeps its own error (its context may not be readable any more).
    if (testInfo.status !== 'passed') return;
    const { secrets } = await verify();
    testInfo.annotations.push({ type: 'security', description: `no CSP violation; ${secrets} secrets absent from storage` });
  },
  security: async ({ context }, use) => {
    await use(contextWatches.get(context)!);
  },
  api: async ({ request }, use) => {
    await use(sandboxApi(request));
  },
  axe: async ({}, use) => {
    await use(async (page, options = {}) => {
      let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
      // axe.run in the page itself, which scans the page and its same-origin frames with the same rules
      // and finds the same violations, instead of runPartial in each frame and finishRun in a new tab
      // opened for every scan (about half the time of a scan). Only a cross-origin frame needs the
      // latter: legacy mode would leave it out (docs/decisions/0150).
      if (!hasCrossOriginFrame(page)) builder = builder.setLegacyMode(true);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
      return (await builder.analyze()).violations;
    });
  },
  storage: async ({ baseURL }, use) => {
    const origin = originOf(baseURL!);
    await use({
      dump: (page) => dumpStorage(page.context(), origin),
      async findPlaintext(page, secrets) {
        return (await findSecrets(page.context(), origin, secrets)).map((f) => `${f.where} contains "${f.secret}"`);
      },
    });
  },
});
