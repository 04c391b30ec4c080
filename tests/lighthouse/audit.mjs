// One Lighthouse run (mobile, simulated throttling, Lighthouse's defaults) in a fresh Chrome, and the
// figures read from its result. Shared by `npm run lighthouse` (tests/lighthouse/run.mjs) and
// `npm run bench:web` (bench/web.mjs) so both measure the same way.
import { writeFile } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_HEADLESS_FLAGS } from '../../scripts/ensure-chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The middle value (of 3 runs: the one neither best nor worst). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The performance trace of a run audited with `keepTrace` (by its LHR). */
const traces = new WeakMap();
export const traceOf = (lhr) => traces.get(lhr);

/**
 * Audits `url` in a Chrome of its own, so caches and service workers from an earlier run cannot
 * flatter a score. `setup(page)` runs first in the same profile through Playwright over CDP (a login,
 * say); storage is then kept for the audit (disableStorageReset), which also keeps the HTTP cache and
 * the service worker the setup installed: such a page is measured as a returning visitor sees it.
 * A setup that returns a URL has that page audited instead of `url` (one it had to find, say).
 * Writes `<reportBase>.html` and `.json`; returns the LHR.
 */
export async function auditOnce({ url, chromePath, categories = CATEGORIES, setup, reportBase, keepTrace = false }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_HEADLESS_FLAGS],
    logLevel: 'silent',
  });
  try {
    let target = url;
    if (setup) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      target = (await setup(page)) ?? url;
      await page.close();
      // Disconnects only: the profile (and the session just stored) stays for Lighthouse.
      await browser.close();
    }
    const result = await lighthouse(target, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: categories,
      disableStorageReset: Boolean(setup),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
    if (reportBase) {
      const [html, json] = result.report;
      await writeFile(`${reportBase}.html`, html);
      await writeFile(`${reportBase}.json`, json);
    }
    if (keepTrace) traces.set(result.lhr, result.artifacts.Trace);
    if (result.lhr.runtimeError) throw new Error(`${target}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Chromium sometimes fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated once. */
export async function auditWithRetry(options, label) {
  try {
    return await auditOnce(options);
  } catch (error) {
    console.log(`  ${label}: ${error instanceof Error ? error.message : error}; trying once more`);
    return auditOnce(options);
  }
}

/** Category scores as 0–100 (missing category: 0). */
export const scoresOf = (lhr, categories = CATEGORIES) =>
  Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));

/** The Core Web Vitals Lighthouse measures in a navigation, in ms (CLS unitless). */
export const metricsOf = (lhr) => ({
  fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
  tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
});

const UNSCORED = new Set(['notApplicable', 'informative', 'manual', 'error']);

/**
 * The audits of a category that did not pass: metrics below full marks, insights and diagnostics
 * that found something, a11y/SEO/best-practice checks that failed. Each with its score and display
 * value, e.g. `largest-contentful-paint 0.87 (2.6 s)`.
 */
export function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return (
    category.auditRefs
      // Hidden audits (max-potential-fid, layout-shifts …) repeat what a visible one already says.
      .filter((ref) => ref.group !== 'hidden')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && !UNSCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit.id, score: audit.score, displayValue: audit.displayValue ?? '' }))
  );
}

/**
 * The performance insights and diagnostics that found something, with the time Lighthouse says
 * fixing them would save (metricSavings, ms) — what to look at first.
 */
export function performanceFindings(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      displayValue: audit.displayValue ?? '',
      savings: Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter(([, ms]) => ms > 0)),
    }));
}
