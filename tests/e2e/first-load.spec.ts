import { gzipSync } from 'node:zlib';
import { test, expect } from './fixtures';
import { logIn } from './flows';
import { DEMO_PASSWORD, texts } from './locale';

/**
 * A door carries about what a bare React + Router +
 * Query + i18next app carries. `npm run bench:web` measures it against a floor built in the same run;
 * this guards the figure on every test run, so a stray import (the contract barrel, valibot, Query,
 * the HTTP client) on a first-load path fails here rather than at the next benchmark.
 */

/** 1.10 × the floor's 117.5 kB gzip (bench:web, README "Performance"). */
const BUDGET_BYTES = Math.round(1.1 * 117_525);

for (const door of ['/landingPage', '/login']) {
  test(`${door}: its first load stays within 1.10 × the floor's JavaScript`, async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(door);
    await expect(page.locator('main h1')).toBeVisible();
    // Let the page settle as Lighthouse would (no customer action): nothing more may come.
    await page.waitForLoadState('networkidle');
    let total = 0;
    for (const path of scripts) {
      const res = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      total += gzipSync(await res.body(), { level: 9 }).length;
    }
    expect([...scripts].some((path) => path === '/start.js')).toBe(true);
    // The top page's usage chart comes in its own chunk, which the top page loads (usage-chart.spec.ts).
    expect([...scripts].filter((path) => path.includes('usage-chart'))).toEqual([]);
    expect(total, `scripts: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

/**
 * Nothing the first screen does not need runs before it (decision 0155): the service worker registers
 * (and so starts downloading its precache) after the page's load event and after the app's first
 * screen is on the display; a guest's door opens no IndexedDB before then, and a returning guest's
 * none at all. Timestamps from an init script that wraps the two browser calls, against the page's
 * paint entry, its load event and the moment the app's screen replaced the prerendered copy.
 */
function watchFirstLoad() {
  type Seen = { register: number[]; open: { at: number; name: string }[]; drawn: number | null };
  const seen: Seen = { register: [], open: [], drawn: null };
  Object.defineProperty(window, '__firstLoad', { value: seen });
  const workers = ServiceWorkerContainer.prototype;
  const register = workers.register;
  workers.register = function (...args: Parameters<typeof register>) {
    seen.register.push(performance.now());
    return register.apply(this, args);
  };
  const factory = IDBFactory.prototype;
  const open = factory.open;
  factory.open = function (...args: Parameters<typeof open>) {
    seen.open.push({ at: performance.now(), name: String(args[0]) });
    return open.apply(this, args);
  };
  // The app's screen: a heading in <main> of a root that is not the build's copy (data-prerendered).
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('data-prerendered') || !root.querySelector('main h1')) return;
    seen.drawn = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

type FirstLoad = { register: number[]; open: { at: number; name: string }[]; drawn: number | null; fcp: number; load: number };

async function firstLoadTimes(page: import('@playwright/test').Page): Promise<FirstLoad> {
  // The registration comes once the browser is idle after the first screen: a second or so.
  await page.waitForFunction(
    () => {
      const seen = (window as unknown as { __firstLoad: { register: number[]; drawn: number | null } }).__firstLoad;
      return seen.register.length > 0 && seen.drawn !== null;
    },
    null,
    { timeout: 20_000 },
  );
  return page.evaluate(() => {
    const seen = (window as unknown as { __firstLoad: Omit<FirstLoad, 'fcp' | 'load'> }).__firstLoad;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      ...seen,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      load: navigation.loadEventStart || Infinity,
    };
  });
}

test.describe('the first screen before the service worker and IndexedDB', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const door of ['/landingPage', '/login']) {
    test(`${door}: a first visit registers the worker and opens IndexedDB only after the screen is up`, async ({ page }) => {
      await page.addInitScript(watchFirstLoad);
      await page.goto(door);
      const times = await firstLoadTimes(page);
      const drawn = times.drawn!;
      // Soft, so that a build that does both too early is told of both.
      expect
        .soft(times.register[0], `registered at ${times.register[0]} ms; first paint ${times.fcp}, load ${times.load}, screen ${drawn}`)
        .toBeGreaterThan(Math.max(times.fcp, times.load, drawn));
      for (const open of times.open)
        expect.soft(open.at, `IndexedDB ${open.name} opened at ${open.at} ms, before the screen (${drawn} ms)`).toBeGreaterThan(drawn);

      // The same guest again: the device now knows no session is stored, so no IndexedDB at all.
      await page.reload();
      const again = await firstLoadTimes(page);
      expect(again.open).toEqual([]);
    });
  }

  test('a screen that is not a door registers the worker after its load and its first screen too', async ({ page }) => {
    await page.addInitScript(watchFirstLoad);
    await page.goto('/terms');
    const times = await firstLoadTimes(page);
    expect(
      times.register[0],
      `registered at ${times.register[0]} ms; first paint ${times.fcp}, load ${times.load}, screen ${times.drawn}`,
    ).toBeGreaterThan(Math.max(times.fcp, times.load, times.drawn!));
  });
});

test('a customer signed in before the device had the mark of a stored session is still sent on from a door', async ({ page }) => {
  await logIn(page, texts('en'), 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  // As a session stored by a build without the mark (or with localStorage cleared on its own).
  await page.evaluate(() => localStorage.removeItem('portal-session-stored'));
  await page.goto('/landingPage');
  await expect(page).toHaveURL(/\/topPage$/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('portal-session-stored'))).toBe('yes');
});
