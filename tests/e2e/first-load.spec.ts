import { gzipSync } from 'node:zlib';
import { test, expect } from './fixtures';

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
