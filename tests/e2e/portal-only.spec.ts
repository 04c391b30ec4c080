/**
 * Portal-only deployment: `npm start` with API_ORIGIN serves the built portal and nothing
 * else; the reference API runs on another origin (another port) with CORS_ORIGINS naming the portal.
 * A customer logs in and buys data with a card in Chromium; every API call goes to the API's origin,
 * the CSP's connect-src names that origin and nothing more, and no CSP violation is reported.
 * Both servers are started here (the suite's own server is not used).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { SimType } from '@/contract/sim';
import type { FaqList } from '@/contract';
import { OFFLINE_CACHES } from '@/contract/offline';
import { activeCustomer } from './customers';
import { logIn } from './flows';
import { texts } from './locale';
import { CARD_OK, fillCard, purchaseFirstPlan } from './purchase';

const t = texts('en');
const ROOT = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      probe.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

interface Server {
  child: ChildProcess;
  log: () => string;
}

async function start(env: Record<string, string>, readyUrl: string): Promise<Server> {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(readyUrl)).ok) return { child, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${log}`);
}

let api: Server | undefined;
let portal: Server | undefined;
let dataDir = '';
let apiOrigin = '';
let portalOrigin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  // Two sites, as a portal on a CDN's domain and the operator's API would be: localhost and 127.0.0.1
  // (browsers take Secure cookies from loopback as from https, so the production cookie works here).
  apiOrigin = `http://127.0.0.1:${apiPort}`;
  portalOrigin = `http://localhost:${portalPort}`;
  dataDir = await mkdtemp(join(tmpdir(), 'portal-only-api-'));
  [api, portal] = await Promise.all([
    // Limits as configured (scale 1): the strangers' test below is about them. TRUST_PROXY=1 lets that
    // test play strangers from many addresses (X-Forwarded-For); the browser sends none.
    start(
      {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        RATE_LIMIT_SCALE: '1',
        TRUST_PROXY: '1',
        SANDBOX_GATEWAY_PORT: '0',
        CORS_ORIGINS: portalOrigin,
        DIST_DIR: join(ROOT, '.no-dist'),
      },
      `${apiOrigin}/readyz`,
    ),
    start({ PORT: String(portalPort), HOST: '127.0.0.1', API_ORIGIN: apiOrigin }, `${portalOrigin}/readyz`),
  ]);
});

test.afterAll(async () => {
  for (const s of [portal, api]) {
    if (s && s.child.exitCode === null) {
      s.child.kill('SIGTERM');
      await new Promise((r) => s.child.once('exit', r));
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('the portal on its own origin: log in and buy data against the API on another origin', async ({ browser }) => {
  test.setTimeout(120_000);
  // Relative navigations (the shared flows) go to the portal's origin.
  const context = await browser.newContext({
    baseURL: portalOrigin,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // The portal's server holds no API: its /api is a plain 404, not the reference API.
  expect((await fetch(`${portalOrigin}/api/en/plans/data_recharge?id=1`)).status).toBe(404);

  const apiRequest = await playwrightRequest.newContext({ baseURL: apiOrigin });
  const sandbox = {
    async mintSim(type: SimType) {
      const res = await apiRequest.post('/api/sandbox/sims', { data: { type } });
      return res.json();
    },
    mail: async () => [],
    waitForMail: async () => {
      throw new Error('not used');
    },
  };
  const who = await activeCustomer(apiRequest, sandbox);

  const apiCalls: string[] = [];
  const violations: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });

  const response = await page.goto(`${portalOrigin}/login`);
  const csp = response!.headers()['content-security-policy']!;
  const connectSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('connect-src'));
  expect(connectSrc).toBe(`connect-src 'self' ${apiOrigin}`);

  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  // The campaign picture is the API's media (a relative URL in its answer): it comes from the API's
  // origin, not the portal's, where it would be a 404.
  const banner = page.getByRole('main').locator('img').first();
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await banner.getAttribute('src')).toMatch(new RegExp(`^${apiOrigin}/api/media/`));
  await purchaseFirstPlan(page, t, '/data-recharge');
  await fillCard(page, t, CARD_OK);
  await page.getByRole('button', { name: t.payment.register }).first().click();
  await expect(page).toHaveURL(/\/payment-verify\?paymentId=/);
  await page.getByRole('button', { name: t.payment.purchase }).click();
  await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/);
  await expect(page.getByText(t.payment.completed.paid)).toBeVisible();

  expect(apiCalls.length).toBeGreaterThan(3);
  expect(apiCalls.filter((u) => !u.startsWith(`${apiOrigin}/api/`))).toEqual([]);
  expect(violations).toEqual([]);
  await apiRequest.dispose();
  await context.close();
});

/**
 * Decision 0048: offline reading works in portal-only mode too. The worker learns the API's origin from
 * its script URL and keeps that origin's FAQ and APN answers; with the network gone, the FAQ reads.
 */
test('portal only, offline: the worker keeps the FAQ and APN of the API on another origin', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({
    baseURL: portalOrigin,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const apiRequest = await playwrightRequest.newContext({ baseURL: apiOrigin });
  const sandbox = {
    async mintSim(type: SimType) {
      return (await apiRequest.post('/api/sandbox/sims', { data: { type } })).json();
    },
    mail: async () => [],
    waitForMail: async () => {
      throw new Error('not used');
    },
  };
  const who = await activeCustomer(apiRequest, sandbox);
  const login = (await (await apiRequest.post('/api/en/auth/login', { data: { email: who.email, password: who.password } })).json()) as {
    access_token: string;
  };
  const faq = (await (
    await apiRequest.get('/api/en/faq/list?type=1', { headers: { Authorization: `Bearer ${login.access_token}` } })
  ).json()) as FaqList;
  expect(faq.faqs.length).toBeGreaterThan(0);

  await page.goto(`${portalOrigin}/landingPage?lng=en`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  // The prefetch after login fills the worker's cache with the API origin's answers (none on the portal's).
  await expect
    .poll(async () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), OFFLINE_CACHES.content), {
      timeout: 60_000,
    })
    .toContain(`${apiOrigin}/api/en/faq/list?type=1`);

  // And the step pictures the APN answers name, from the API's origin too.
  await expect
    .poll(
      async () =>
        page.evaluate(
          async (name) =>
            (await (await caches.open(name)).keys()).filter((r) => r.url.includes('/api/media/')).map((r) => new URL(r.url).origin),
          OFFLINE_CACHES.images,
        ),
      { timeout: 60_000 },
    )
    .toContain(apiOrigin);

  await context.setOffline(true);
  await context.route(`${apiOrigin}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto(`${portalOrigin}/faq?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: t.support.faqTitle })).toBeVisible();
  for (const item of faq.faqs) await expect(page.locator('summary').filter({ hasText: item.question })).toBeVisible();
  // How the worker knew: the page registered it with the API base in its script URL.
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(
    `${portalOrigin}/sw.js?api=${encodeURIComponent(`${apiOrigin}/api`)}`,
  );
  await apiRequest.dispose();
  await context.close();
});

/**
 * Decisions 0033 and 0066: the owner's device stays trusted when the portal and the API are on two
 * sites. The login sends credentials, the API allows them for the configured portal only and sets its
 * device cookie SameSite=None, Secure, Partitioned: 30 strangers' wrong guesses close the account to
 * unknown devices, and the owner's browser still gets in.
 */
test('portal only: strangers’ guesses do not lock the owner’s own browser out', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: portalOrigin,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const apiRequest = await playwrightRequest.newContext({ baseURL: apiOrigin });
  const sandbox = {
    async mintSim(type: SimType) {
      return (await apiRequest.post('/api/sandbox/sims', { data: { type } })).json();
    },
    mail: async () => [],
    waitForMail: async () => {
      throw new Error('not used');
    },
  };
  const who = await activeCustomer(apiRequest, sandbox);
  const loginCookies: string[] = [];
  page.on('request', async (r) => {
    if (r.url() === `${apiOrigin}/api/en/auth/login`) loginCookies.push((await r.allHeaders()).cookie ?? '');
  });

  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  await page.goto(`${portalOrigin}/logout`);
  await page.waitForURL(/\/login$/);

  // Strangers, each from an address of their own, none with the owner's cookie. The owner's first
  // login came from an unknown device too: one of the account's 30.
  // (Plain fetch: the API request context above holds the device cookie its registration was given.)
  const strangers: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await fetch(`${apiOrigin}/api/en/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: who.email, password: `guess-${i}` }),
    });
    strangers.push(res.status);
  }
  expect(strangers).toEqual([...Array(29).fill(401), 429, 429]);

  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  // How: the second login carried the device cookie the first one was given.
  expect(loginCookies).toHaveLength(2);
  expect(loginCookies[0]).not.toContain('device=');
  expect(loginCookies[1]).toMatch(/device=[\w-]{22}\.[\w-]{43}/);
  await apiRequest.dispose();
  await context.close();
});
