// Usage over time on the top page, as a customer on a small phone sees it: the chart comes in its own
// chunk (no door loads it, tests/e2e/first-load.spec.ts), the page does not move while it arrives,
// nothing scrolls sideways at 320 px, axe finds nothing, and the days are the API's Japan-time days.
// The offline "as of" of the kept chart is checked with the rest of the top page in offline.spec.ts.
import { SOURCE_HEADER, SOURCE_VALUE, type CardUsageDays, type LoginResponse } from '@/contract';
import { test, expect, describeViolations } from './fixtures';
import { DEMO_PASSWORD, texts, type Lang } from './locale';
import { logIn } from './flows';

// SCREENSHOTS=1 also writes the README's pictures of the chart (docs/screenshots/), sharp on a phone.
test.use({ viewport: { width: 320, height: 640 }, deviceScaleFactor: process.env.SCREENSHOTS ? 2 : 1 });

const EMAIL = 'prepaid@demo.test';

/** The days the API has for the demo SIM, read beside the browser. */
async function apiDays(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const headers = { [SOURCE_HEADER]: SOURCE_VALUE };
  const login = (await (
    await request.post('/api/en/auth/login', { headers, data: { email: EMAIL, password: DEMO_PASSWORD } })
  ).json()) as LoginResponse;
  const res = await request.get(`/api/en/cards/usage_days?id=${login.sc_id}&type=PREPAID`, {
    headers: { ...headers, Authorization: `Bearer ${login.access_token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as CardUsageDays).days.map((d) => d.day.replace(/-/g, '/'));
}

/** Today in Japan, worked out here: the browser runs in UTC. */
const todayInJapan = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '/');

test('the usage chart at 320 px in Japanese and English: its own chunk, no shift, axe clean, the API’s days in Japan time', async ({
  page,
  request,
  axe,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const days = await apiDays(request);
  expect(days.length).toBeGreaterThan(0);
  expect(days.at(-1)).toBe(todayInJapan());

  for (const lng of ['ja', 'en'] as Lang[]) {
    const t = texts(lng).account;
    if (lng === 'ja') {
      await page.goto(`/login?lng=${lng}`);
      await logIn(page, texts(lng), EMAIL, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/topPage/);
    }
    // A fresh load of the top page, as Lighthouse measures it (moving from login shifts the footer).
    await page.goto(`/topPage?lng=${lng}`);
    await expect(page).toHaveURL(/\/topPage/);
    const chart = page.getByRole('region', { name: t.chart.title });
    const table = chart.getByRole('table', { name: t.chart.caption });
    await expect(table).toBeAttached();
    // The drawing: day labels under the bars (MM/dd, the last one today's) and the allowance in words.
    await expect(chart.getByText(todayInJapan().slice(5), { exact: true })).toBeVisible();
    const remaining = new RegExp(
      t.chart.remaining.replace(/[()]/g, '\\$&').replace('{{amount}}', '\\d+\\.\\d{2}').replace('{{total}}', '\\d+\\.\\d{2}'),
    );
    await expect(chart.getByText(remaining)).toBeVisible();
    // The table: every day of the API's answer, as yyyy/MM/dd, the last marked as today.
    const heads = await table.locator('tbody th').allTextContents();
    expect(heads).toEqual([...days.slice(0, -1), t.chart.today.replace('{{day}}', days.at(-1)!)]);

    // Nothing moved while the chart's code and figures came, and nothing scrolls sideways.
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(describeViolations(await axe(page)), `${lng} top page at 320 px`).toBe('');
    if (process.env.SCREENSHOTS) await chart.screenshot({ path: `docs/screenshots/usage-chart-${lng}.png` });
  }
  // One chunk of its own, which the top page asked for (and no door does: first-load.spec.ts).
  expect(new Set(scripts.filter((path) => /\/usage-chart-[\w-]+\.js$/.test(path))).size).toBe(1);
});
