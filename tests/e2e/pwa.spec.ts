import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import CHROMIUM_FLAGS from '../../scripts/chromium-flags.json' with { type: 'json' };
import { test, expect, watchContext } from './fixtures';
import { DEMO_PASSWORD, texts } from './locale';
import { logIn } from './flows';

const t = texts('en');

test('Chrome reports no installability error', async ({ baseURL }) => {
  // Incognito contexts always report "in-incognito": installability needs a real profile.
  const profile = await mkdtemp(join(tmpdir(), 'portal-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    // The suite blocks service workers by default; installability needs one.
    serviceWorkers: 'allow',
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  // Its own context, outside the fixture: watched the same way.
  const { verify } = await watchContext(context, new URL(baseURL!).origin);
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/landingPage`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json()) as {
      icons: { sizes: string; purpose?: string }[];
      display: string;
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    await verify();
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a second visit opens with no connection; what needs the network shows /networkerror', async ({ page, context }) => {
    await page.goto('/landingPage');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage$/);

    await context.setOffline(true);
    // The shell, the code and the translations come from the precache; the top page the guard
    // sends a logged-in customer to needs fresh data, so offline it says so instead of failing.
    await page.goto('/login?lng=ja');
    await expect(page).toHaveURL(/\/networkerror$/);
    await expect(page.getByRole('heading', { level: 1, name: texts('ja').common.status.networkTitle })).toBeVisible();

    await context.setOffline(false);
    await page.goto('/topPage');
    await expect(page.getByRole('heading', { level: 1, name: texts('ja').account.top.title })).toBeVisible();
  });

  test('a guest opens the login screen offline in another language', async ({ page, context }) => {
    await page.goto('/landingPage');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.goto('/login?lng=vi');
    await expect(page.getByRole('heading', { level: 1, name: texts('vi').auth.login.title })).toBeVisible();
    await page.getByLabel(texts('vi').auth.fields.email, { exact: true }).fill('prepaid@demo.test');
    await page.getByLabel(texts('vi').auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: texts('vi').auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/networkerror$/);
  });
});

/** What a customer reads under the icon on their home screen, in each language (written by hand). */
const HOME_SCREEN_NAMES = {
  ja: { name: 'プリペイドSIMポータル', short: 'SIMポータル', lang: 'ja' },
  en: { name: 'Prepaid SIM Portal', short: 'SIM Portal', lang: 'en' },
  zh: { name: '预付费SIM门户', short: 'SIM门户', lang: 'zh-Hans' },
  tw: { name: '預付SIM卡服務網站', short: 'SIM卡服務', lang: 'zh-Hant' },
  vi: { name: 'Cổng thông tin SIM trả trước', short: 'Cổng SIM', lang: 'vi' },
} as const;

test("the home-screen icon is named in the customer's language, and Chrome can still install it", async ({ baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'portal-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    serviceWorkers: 'allow',
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    locale: 'en-US',
  });
  const { verify } = await watchContext(context, new URL(baseURL!).origin);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** The manifest Chrome itself reads for the page (what it installs), and the title iOS would. */
    const seen = async () => {
      const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
      const manifest = JSON.parse(data) as { name: string; short_name: string; lang: string; shortcuts: { name: string }[] };
      const appleTitle = await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content');
      return {
        url,
        name: manifest.name,
        short: manifest.short_name,
        lang: manifest.lang,
        appleTitle,
        shortcuts: manifest.shortcuts.map((s) => s.name),
      };
    };
    for (const lng of ['ja', 'vi', 'zh', 'tw', 'en'] as const) {
      // The prerendered door of that language, before and after the app has taken it over.
      await page.goto(`${baseURL}/landingPage?lng=${lng}`);
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      const want = HOME_SCREEN_NAMES[lng];
      expect(await seen(), lng).toEqual({
        url: `${baseURL}/manifest-${lng}.webmanifest`,
        name: want.name,
        short: want.short,
        lang: want.lang,
        appleTitle: want.short,
        shortcuts: [texts(lng).common.menu.topPage, texts(lng).common.menu.dataRecharge, texts(lng).common.menu.apnConfiguration],
      });
    }
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // The customer changes the language on the page: the icon they add next is named in it.
    await page.getByRole('banner').getByRole('combobox').selectOption('ja');
    await expect.poll(async () => (await seen()).short).toBe(HOME_SCREEN_NAMES.ja.short);
    expect((await seen()).appleTitle).toBe(HOME_SCREEN_NAMES.ja.short);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    await verify();
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
