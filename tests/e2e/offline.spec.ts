// What a traveller needs works with no connection. Log in once online; then, with the network
// gone (the browser offline and every request refused, the service worker's own fetches included),
// in each of the five languages: the APN instructions of every device of the SIM (text and pictures),
// the FAQ, customer support and the top page with its "as of" time. Money actions are disabled offline.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { SOURCE_HEADER, SOURCE_VALUE, type ApnSettings, type CardUsage, type FaqList, type LoginResponse } from '@/contract';
import { OFFLINE_CACHES } from '@/contract/offline';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, LANGS, texts, type Lang, type Texts } from './locale';
import { logIn } from './flows';

test.use({ serviceWorkers: 'allow' });
// Five languages × every screen, each a full page load served by the service worker.
test.describe.configure({ timeout: 360_000 });

type Expected = { apn: Record<Lang, Record<number, ApnSettings>>; faq: Record<Lang, FaqList>; usage: CardUsage };

const SIMS = [
  { email: 'prepaid@demo.test', apnPath: 'apn/prepaid', devices: [1, 2, 3, 4], faqType: 1 },
  { email: 'esims@demo.test', apnPath: 'apn/sonet_esim_apn', devices: [1, 2], faqType: 2 },
];

/** What the API says, fetched beside the browser, to compare with what the offline page shows. */
async function expected(request: APIRequestContext, sim: (typeof SIMS)[number]): Promise<Expected> {
  const headers = { [SOURCE_HEADER]: SOURCE_VALUE };
  const login = (await (
    await request.post('/api/en/auth/login', { headers, data: { email: sim.email, password: DEMO_PASSWORD } })
  ).json()) as LoginResponse;
  const auth = { ...headers, Authorization: `Bearer ${login.access_token}` };
  const get = async <T>(path: string) => {
    const res = await request.get(path, { headers: auth });
    expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  };
  const apn = {} as Expected['apn'];
  const faq = {} as Expected['faq'];
  for (const lng of LANGS) {
    apn[lng] = {};
    for (const device of sim.devices)
      apn[lng][device] = await get<ApnSettings>(`/api/${lng}/${sim.apnPath}?platform=${device}&id=${login.sc_id}`);
    faq[lng] = await get<FaqList>(`/api/${lng}/faq/list?type=${sim.faqType}`);
  }
  const usage = await get<CardUsage>(`/api/en/cards/usage?id=${login.sc_id}&type=${sim.faqType === 1 ? 'PREPAID' : 'ESIMS'}`);
  return { apn, faq, usage };
}

const ENTITIES: Record<string, string> = { '&gt;': '>', '&lt;': '<', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const decodeEntities = (text: string) => text.replace(/&(gt|lt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]!);

/** The longest run of text between two tags of an instruction: what the page must show verbatim. */
const longestText = (html: string) =>
  html
    .split(/<[^>]*>/)
    .map((piece) => decodeEntities(piece).replace(/\s+/g, ' ').trim())
    .reduce((a, b) => (b.length > a.length ? b : a), '');

/** Until the worker has every language's FAQ and APN answers (fetched right after login). */
async function waitForOfflineCopies(page: Page, count: number) {
  await expect
    .poll(async () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, OFFLINE_CACHES.content), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(count);
}

/**
 * Until the worker has every step picture those answers name (each language has its own), each by
 * its address: a count would be met early by pictures of other pages kept for the same SIM.
 */
async function waitForOfflinePictures(page: Page, pictures: Set<string>) {
  await expect
    .poll(
      async () =>
        page.evaluate(
          async ({ name, urls }) => {
            const cache = await caches.open(name);
            let missing = 0;
            for (const url of urls) if (!(await cache.match(new URL(url, location.href).href))) missing++;
            return missing;
          },
          { name: OFFLINE_CACHES.images, urls: [...pictures] },
        ),
      { timeout: 60_000, message: 'step pictures not kept yet' },
    )
    .toBe(0);
}

/** Until the top page's last-known state is sealed in IndexedDB. */
async function waitForLastKnown(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('portal-last-known');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('queries')) return resolve(0);
              const count = db.transaction('queries').objectStore('queries').count();
              count.onsuccess = () => resolve(count.result);
            };
            open.onerror = () => resolve(0);
          }),
      ),
    )
    .toBe(1);
}

/**
 * No network: the browser's offline mode, and every request refused outright, the service worker's
 * included: what renders comes from caches. The refusal is what makes it "no network" whatever the
 * Chromium: some versions keep `navigator.onLine` true in a document loaded after the switch (150 does,
 * 156 does not), so the page must tell "no connection" without trusting it, as on Wi-Fi without internet.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*');
  await context.setOffline(false);
}

/**
 * The files of the build's precache list (in the worker's script) that no precache holds, by path.
 * Runs in the page.
 */
async function PRECACHE_MISSING(): Promise<string[]> {
  const script = await (await fetch('/sw.js', { cache: 'no-store' })).text();
  const files = new Set([...script.matchAll(/"url":"([^"]+)"/g)].map((m) => new URL(m[1]!, location.origin).pathname));
  const stored = new Set<string>();
  for (const name of await caches.keys())
    if (name.startsWith('workbox-precache')) for (const r of await (await caches.open(name)).keys()) stored.add(new URL(r.url).pathname);
  return [...files].filter((file) => !stored.has(file));
}

/** A text with its {{time}} as yyyy/MM/dd HH:mm. */
const withTime = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{time\\}\\}', '\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}'));
const asOfPattern = (lng: Lang) => withTime(texts(lng).common.offline.asOf);

for (const sim of SIMS) {
  test(`${sim.email}: APN of every device, FAQ, support and the top page read offline in five languages`, async ({
    page,
    context,
    request,
  }) => {
    const want = await expected(request, sim);
    await page.goto('/landingPage?lng=en');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await logIn(page, texts('en'), sim.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage/);
    await expect(page.getByRole('heading', { level: 1, name: texts('en').account.top.title })).toBeVisible();
    // Never opened online: only the prefetch after login can have put them in the cache.
    await waitForOfflineCopies(page, LANGS.length * (sim.devices.length + 1));
    const pictures = new Set(
      LANGS.flatMap((lng) => sim.devices.flatMap((d) => want.apn[lng][d]!.instructions.flatMap((s) => (s.image ? [s.image] : [])))),
    );
    await waitForOfflinePictures(page, pictures);
    await waitForLastKnown(page);

    await goOffline(context);
    for (const lng of LANGS) {
      const t = texts(lng);
      for (const device of sim.devices) {
        await page.goto(`/apn-configuration/${device}?lng=${lng}`);
        const settings = want.apn[lng][device]!;
        const main = page.locator('main');
        for (const step of settings.instructions) {
          await expect(main).toContainText(longestText(step.instruction));
          if (step.image) {
            // The portal writes the URL absolute (lib/safe-url.ts).
            const img = main.locator(`img[src="${new URL(step.image, page.url()).href}"]`).first();
            // Pictures below the fold load as the reader scrolls to them (loading="lazy").
            await img.scrollIntoViewIfNeeded();
            await expect(img).toBeVisible();
            await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
          }
        }
      }

      await page.goto(`/faq?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: t.support.faqTitle })).toBeVisible();
      for (const item of want.faq[lng].faqs) await expect(page.locator('summary').filter({ hasText: item.question })).toBeVisible();

      await page.goto(`/customer-support?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: t.support.title })).toBeVisible();

      await page.goto(`/topPage?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: asOfPattern(lng) })).toBeVisible();
      await expect(page.getByText(`${want.usage.data_used_gb.toFixed(2)} GB`).first()).toBeVisible();
      // The usage chart as last seen, with its own time, its table of days still there for screen readers.
      const chart = page.getByRole('region', { name: t.account.chart.title });
      await expect(chart.getByText(withTime(t.account.chart.asOf))).toBeVisible();
      await expect(chart.getByRole('table', { name: t.account.chart.caption }).locator('tbody tr').first()).toBeAttached();
      await expect(page).toHaveURL(/\/topPage/);
    }

    // Back online: the top page refreshes by itself and stops saying it shows an old state.
    const refreshed = page.waitForResponse((res) => res.url().includes('/cards/usage') && res.ok());
    await goOnline(context);
    await refreshed;
    await expect(page.getByRole('status').filter({ hasText: asOfPattern('vi') })).toHaveCount(0);
  });
}

test('money actions are disabled offline with the reason, and come back online', async ({ page, context }) => {
  const t = texts('en');
  await page.goto('/landingPage?lng=en');
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage/);
  await page.goto('/data-recharge');
  await expect(page.getByRole('heading', { level: 1, name: t.recharge.dataTitle })).toBeVisible();
  await page.locator('label:has(input[type=radio])').first().click();
  const purchase = page.getByRole('button', { name: t.recharge.purchase, exact: true });
  await expect(purchase).toBeEnabled();

  await goOffline(context);
  const notice = page.getByRole('status').filter({ hasText: t.common.offline.actionsDisabled });
  await expect(notice).toBeVisible();
  await expect(purchase).toBeDisabled();
  // A screen reader hears why: the button is described by the notice.
  await expect(purchase).toHaveAccessibleDescription(t.common.offline.actionsDisabled);
  // Unpaid orders in the history cannot be paid or cancelled offline either.
  const orderActions = await page.getByRole('button', { name: new RegExp(`^(${t.orders.pay}|${t.orders.cancel}) `) }).all();
  expect(orderActions.length).toBeGreaterThan(0);
  for (const button of orderActions) {
    await expect(button).toBeDisabled();
  }

  await goOnline(context);
  await expect(notice).toHaveCount(0);
  await expect(purchase).toBeEnabled();
});

/**
 * A traveller logged in at the hotel opens the app at the airport with no data and finds the APN steps
 * from the screens, by taps only: the top page, the menu, the device, and for a sonet eSIM the
 * installation steps and then "Next". What each page must show comes from the API (fetched beside the
 * browser), and every step picture must be drawn. One SIM type per test, each in its own language.
 */
type TapPath = { tap: (t: Texts) => string[]; api: string; device: number }[];
const BY_TAPS: { email: string; lng: Lang; type: 'PREPAID' | 'ESIMS' | 'ESIMA' | 'LF'; pages: TapPath }[] = [
  {
    email: 'prepaid@demo.test',
    lng: 'vi',
    type: 'PREPAID',
    pages: [{ tap: (t) => [t.common.menu.apnConfiguration, t.apn.devices.ios], api: 'apn/prepaid', device: 1 }],
  },
  {
    email: 'esims@demo.test',
    lng: 'ja',
    type: 'ESIMS',
    pages: [
      {
        tap: (t) => [t.common.menu.esimSettings, t.esim.pick.startFor.replace('{{device}}', t.esim.pick.iphone)],
        api: 'apn/sonet_esim',
        device: 1,
      },
      { tap: (t) => [t.esim.toApnStep], api: 'apn/sonet_esim_apn', device: 1 },
      {
        tap: (t) => [t.common.menu.esimSettings, t.esim.pick.startFor.replace('{{device}}', t.esim.pick.android)],
        api: 'apn/sonet_esim',
        device: 2,
      },
      { tap: (t) => [t.esim.toApnStep], api: 'apn/sonet_esim_apn', device: 2 },
    ],
  },
  {
    email: 'esima@demo.test',
    lng: 'tw',
    type: 'ESIMA',
    pages: [{ tap: (t) => [t.common.menu.esimSettings, t.esim.pick.androidApn], api: 'apn/esim', device: 2 }],
  },
  {
    email: 'lf@demo.test',
    lng: 'zh',
    type: 'LF',
    pages: [{ tap: (t) => [t.common.menu.esimSettings, t.esim.pick.androidApn], api: 'apn/esim', device: 2 }],
  },
];

test.describe('offline, the APN steps by taps from the top page', () => {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });
  test.use({ hasTouch: true });

  for (const sim of BY_TAPS) {
    test(`${sim.type} (${sim.lng}): top page → menu → the steps with their pictures, no connection`, async ({ page, context, request }) => {
      const t = texts(sim.lng);
      const headers = { [SOURCE_HEADER]: SOURCE_VALUE };
      const login = (await (
        await request.post('/api/en/auth/login', { headers, data: { email: sim.email, password: DEMO_PASSWORD } })
      ).json()) as LoginResponse;
      const auth = { ...headers, Authorization: `Bearer ${login.access_token}` };
      const want = await Promise.all(
        sim.pages.map(
          async (p) =>
            (await (
              await request.get(`/api/${sim.lng}/${p.api}?platform=${p.device}&id=${login.sc_id}`, { headers: auth })
            ).json()) as ApnSettings,
        ),
      );

      await page.goto(`/landingPage?lng=${sim.lng}`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await logIn(page, t, sim.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/topPage/);
      // The copies for offline use are fetched in the background after login: until they are kept.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('portal-offline-copies')), { timeout: 90_000 })
        .toContain(`:${sim.type}`);
      await waitForLastKnown(page);

      await goOffline(context);
      // Opened again at the airport: the app starts from the worker with no connection.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: asOfPattern(sim.lng) })).toBeVisible();
      // No connection at all: the reason says so (not "the server cannot be reached").
      await expect(page.getByRole('status').filter({ hasText: t.common.offline.actionsDisabled })).toBeVisible();

      for (const [i, step] of sim.pages.entries()) {
        for (const name of step.tap(t)) {
          if (name === t.common.menu.apnConfiguration || name === t.common.menu.esimSettings) {
            await page.getByRole('button', { name: t.common.shell.openMenu }).tap();
            await page.getByRole('dialog', { name: t.common.shell.menu }).getByRole('link', { name, exact: true }).tap();
          } else {
            await page
              .getByRole('main')
              .getByRole(name === t.esim.toApnStep ? 'button' : 'link', { name, exact: true })
              .tap();
          }
        }
        await expect(page, `${step.api} platform ${step.device}`).not.toHaveURL(/networkerror|somethingwentwrong|pageNotFound/);
        const main = page.getByRole('main');
        const settings = want[i]!;
        expect(settings.instructions.filter((s) => s.image).length, `${step.api} has pictures`).toBeGreaterThan(0);
        for (const s of settings.instructions) {
          await expect(main).toContainText(longestText(s.instruction));
          if (!s.image) continue;
          const img = main.locator(`img[src="${new URL(s.image, page.url()).href}"]`).first();
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: `picture ${s.image}` })
            .toBe(true);
        }
      }
    });
  }
});

/**
 * The worker with nothing stored (iOS evicts a site's storage under pressure; a worker can also
 * activate before its precache filled): offline, a navigation must still get a readable page in the
 * customer's language from the worker itself, not the browser's "FetchEvent.respondWith received an
 * error", and that page must bring the portal back once the connection returns.
 */
test('with the precache gone and no connection, the worker answers its own no-connection page in the customer language', async ({
  page,
  context,
}) => {
  await page.goto('/landingPage?lng=vi');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const removed = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
    await Promise.all(names.map((name) => caches.delete(name)));
    return names.length;
  });
  expect(removed).toBeGreaterThan(0);
  await goOffline(context);

  // The language the customer chose (vi, remembered by the portal) although the browser says en-US.
  for (const [path, lng] of [
    ['/topPage', 'vi'],
    ['/apn-configuration/1?lng=ja', 'ja'],
  ] as const) {
    const t = texts(lng).common;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: t.status.networkTitle })).toBeVisible();
    await expect(page.getByText(t.offlinePage.body)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
  }

  // Back online, its one button brings the portal back at the same address.
  await goOnline(context);
  await page.getByRole('link', { name: texts('ja').common.offlinePage.retry }).click();
  await expect(page).toHaveURL(/\/apn-configuration\/1\?lng=ja$|\/landingPage/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts('ja').common.status.networkTitle);

  // That visit online had the worker store the portal again: the next time with no connection, it opens.
  await expect.poll(() => page.evaluate(PRECACHE_MISSING), { timeout: 30_000, message: 'files of the build not stored again' }).toEqual([]);
  await goOffline(context);
  const again = await page.goto('/landingPage?lng=vi');
  expect(again?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: texts('vi').auth.landing.title })).toBeVisible();
});

/**
 * The device says it is online but the API does not answer: the top page shows the last-known state
 * "as of", and its money actions are disabled with the reason — no connection when nothing of ours
 * answers (Wi-Fi without internet), our server when the portal's address answers and the API does
 * not; when the API answers again they come back by themselves.
 */
test('with the device online but the API unreachable, the top page disables its money actions with the reason', async ({
  page,
  context,
}) => {
  const t = texts('ja');
  await page.goto('/landingPage?lng=ja');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage/);
  await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
  await waitForLastKnown(page);
  const actions = [t.common.menu.dataRecharge, t.common.menu.usePeriodExtension].map((name) =>
    page.getByRole('main').getByRole('link', { name, exact: true }),
  );
  for (const action of actions) await expect(action).not.toHaveAttribute('aria-disabled', 'true');

  // Wi-Fi without internet: the device says online, and nothing answers, the portal's address
  // included. That is no connection, not our server.
  await context.route('**/*', (route) => route.abort('namenotresolved'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: asOfPattern('ja') })).toBeVisible();
  for (const action of actions) await expect(action).toHaveAccessibleDescription(t.common.offline.actionsDisabled);
  await context.unroute('**/*');

  // The API down: the portal's address answers, the API does not.
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: asOfPattern('ja') })).toBeVisible();
  for (const action of actions) await expect(action).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status').filter({ hasText: t.common.offline.serverUnreachable })).toBeVisible();
  for (const action of actions) {
    await expect(action).toHaveAccessibleDescription(t.common.offline.serverUnreachable);
    // A tap on it goes nowhere (Playwright would wait for an enabled element: tap regardless).
    await action.click({ force: true });
    await expect(page).toHaveURL(/\/topPage/);
  }

  // The API answers again: the top page notices by itself and the actions come back.
  await context.unroute('**/api/**');
  await expect(page.getByRole('status').filter({ hasText: t.common.offline.serverUnreachable })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: asOfPattern('ja') })).toHaveCount(0);
  await actions[0]!.click();
  await expect(page).toHaveURL(/\/data-recharge/);
});
