#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) 3× per page against the real server
// on a fresh database. Writes reports/lighthouse/<page>-<run>.report.{html,json}, prints the median of
// each category, and fails when a page with thresholds is below them.
//   node tests/lighthouse/run.mjs [name …]      only the named pages, e.g. `landing login`
// Add a page: push to PAGES. A page behind login gets a `setup` that signs in first, in the same
// browser profile (storage is kept between setup and audit: disableStorageReset). That also keeps the
// HTTP cache and the service worker the setup installed, so such a page is measured as a returning
// visitor sees it; public pages are measured cold.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_HEADLESS_FLAGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { buildIfStale, ROOT } from '../../scripts/start.mjs';
import { startServer } from '../../scripts/e2e.mjs';

const RUNS = 3;
const REPORT_DIR = join(ROOT, 'reports', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The bar for public pages: fast on a mid-range phone, and nothing short of full marks elsewhere. */
const PUBLIC_BAR = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/**
 * @typedef {{ page: import('playwright-core').Page, baseUrl: string }} SetupContext
 * @typedef {{
 *   name: string,
 *   path: string,
 *   thresholds?: Partial<Record<string, number>>,
 *   setup?: (ctx: SetupContext) => Promise<void>,
 * }} AuditedPage
 */

/** @type {AuditedPage[]} */
const PAGES = [
  { name: 'landing', path: '/landingPage', thresholds: PUBLIC_BAR },
  { name: 'login', path: '/login', thresholds: PUBLIC_BAR },
  // Example of a page behind login (enable when the login form exists):
  // {
  //   name: 'top',
  //   path: '/topPage',
  //   setup: async ({ page, baseUrl }) => {
  //     await page.goto(`${baseUrl}/login`);
  //     await page.getByLabel(/email/i).fill('prepaid@demo.test');
  //     await page.getByLabel(/password/i).fill('Demo1234!');
  //     await page.getByRole('button', { name: /log in/i }).click();
  //     await page.waitForURL('**/topPage');
  //   },
  // },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One fresh Chrome per run, so caches and service workers from an earlier run cannot flatter a score. */
async function auditOnce(target, baseUrl, chromePath, run) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_HEADLESS_FLAGS],
    logLevel: 'silent',
  });
  try {
    if (target.setup) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await target.setup({ page, baseUrl });
      await page.close();
      // Disconnects only: the profile (and the session just stored) stays for Lighthouse.
      await browser.close();
    }
    const result = await lighthouse(`${baseUrl}${target.path}`, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: Boolean(target.setup),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    const [html, json] = result.report;
    const base = join(REPORT_DIR, `${target.name}-${run}.report`);
    await writeFile(`${base}.html`, html);
    await writeFile(`${base}.json`, json);
    if (result.lhr.runtimeError) throw new Error(`${target.path}: ${result.lhr.runtimeError.message}`);
    return Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
    );
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const only = process.argv.slice(2);
  const targets = only.length ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
  if (!targets.length) throw new Error(`No page named ${only.join(', ')}. Known: ${PAGES.map((p) => p.name).join(', ')}`);

  const chromePath = await ensureChromium({ quiet: true });
  buildIfStale();
  await mkdir(REPORT_DIR, { recursive: true });
  const server = await startServer({ logFile: join(REPORT_DIR, 'server.log') });
  console.log(`Server ready at ${server.baseUrl}; ${RUNS} Lighthouse runs per page.`);

  const failures = [];
  const table = [];
  try {
    for (const target of targets) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        // Chromium sometimes fails to record a trace (NO_NAVSTART); that run is repeated once.
        const scores = await auditOnce(target, server.baseUrl, chromePath, run).catch((error) => {
          console.log(`  ${target.name} run ${run}: ${error.message}; trying once more`);
          return auditOnce(target, server.baseUrl, chromePath, run);
        });
        console.log(`  ${target.name} run ${run}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`);
        runs.push(scores);
      }
      const medians = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((scores) => scores[id]))]));
      table.push({ page: target.name, path: target.path, ...medians });
      for (const [id, minimum] of Object.entries(target.thresholds ?? {})) {
        if (medians[id] < minimum) failures.push(`${target.name} (${target.path}): ${id} ${medians[id]} < ${minimum}`);
      }
    }
  } finally {
    await server.stop();
  }

  console.log('\nMedian of each category:');
  console.table(table);
  console.log(`Reports: ${REPORT_DIR}`);
  if (failures.length) {
    console.error(`\nBelow the bar:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All pages meet their thresholds.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
