import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, LANGS, texts, type Lang } from './locale';
import { logIn } from './flows';
import { HTML_LANG } from '@/lib/language';

/**
 * First load (docs/decisions/0018): the landing page and login come as HTML the build wrote
 * in the customer's language, painted before the app's code is even asked for; the app then draws
 * the same screen over it without a shift, and nothing on the copy can be used in the meantime.
 */

const DOORS = [
  { path: '/landingPage', heading: (t: ReturnType<typeof texts>) => t.auth.landing.title },
  { path: '/login', heading: (t: ReturnType<typeof texts>) => t.auth.login.title },
] as const;

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

async function useLanguage(page: Page, baseURL: string, lng: Lang) {
  await page.context().addCookies([{ name: 'i18next', value: lng, url: baseURL }]);
}

/** Everything the page shifted so far (layout-shift entries, as CLS adds them up). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

for (const lng of LANGS) {
  const t = texts(lng);
  for (const door of DOORS) {
    test(`${lng} ${door.path}: the server sends the screen itself, inert, with the code asked for only after it`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(door.path, { headers: { Cookie: `i18next=${lng}`, 'Accept-Encoding': 'gzip' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe('gzip');
      expect(response.headers()['vary']).toContain('Cookie');
      const html = await response.text();
      expect(html).toContain(`<html lang="${HTML_LANG[lng]}">`);
      expect(html).toMatch(/<div id="root" inert data-prerendered>\s*\S/);
      expect(html).toContain(`>${door.heading(t)}<`);
      // No script the browser would fetch before painting: only /start.js, deferred, names the entry.
      expect(html).not.toContain('type="module"');
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toMatch(/<script defer src="\/start\.js" data-entry="\/assets\/index-[\w-]+\.js"/);
      expect(baseURL).toBeTruthy();
    });

    test(`${lng} ${door.path}: painted before the app's code was requested, then taken over without a shift`, async ({ page, baseURL }) => {
      await useLanguage(page, baseURL!, lng);
      await page.goto(door.path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1, name: door.heading(t) })).toBeVisible();
      const timing = await page.evaluate((entry) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const script = performance.getEntriesByType('resource').find((r) => new RegExp(entry).test(r.name))?.startTime ?? -1;
        return { paint, script };
      }, ENTRY.source);
      expect(timing.script).toBeGreaterThan(0);
      expect(timing.paint).toBeLessThan(timing.script);
      expect(await layoutShift(page)).toBe(0);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    });
  }
}

test('nothing on the copy can be used before the app runs: no focus, no submit, no password in a URL', async ({ page, baseURL }) => {
  await useLanguage(page, baseURL!, 'en');
  // The app's code never arrives: the customer is left with the copy.
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const t = texts('en');
  await expect(page.getByText(t.auth.login.forgot)).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert');
  await expect(page.locator('input[name="password"]')).toHaveAttribute('readonly');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('root')!.contains(document.activeElement))).toBe(false);
  await page.mouse.click(
    ...(await page
      .locator('form button[type="submit"]')
      .boundingBox()
      .then((b) => [b!.x + b!.width / 2, b!.y + b!.height / 2] as const)),
  );
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('the copy does not get in the way: signing in from the prerendered login works at once', async ({ page, baseURL }) => {
  await useLanguage(page, baseURL!, 'vi');
  const t = texts('vi');
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
});
