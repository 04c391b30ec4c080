#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) 3× per screen against the real server
// on a fresh database, in rounds that take turns with the floor app (bench/floor/: the same four
// libraries and nothing else), so each screen's Total Blocking Time is read against the floor's of
// the same run. Writes reports/lighthouse/<screen>-<run>.report.{html,json}, prints the date, the
// Chromium, the median of each category and of FCP, LCP, TBT (and its excess over the floor's) and
// CLS, names the audits that keep a category below its bar, and exits 1 when a screen misses one.
//   node tests/lighthouse/run.mjs [name …]      only the named screens, e.g. `landing login`
//   node tests/lighthouse/run.mjs --only top,apn --runs 1     the same, comma-separated; N runs per screen
//   (fewer runs: quicker, but a single run's TBT swings with machine load; the bar is for the median of 3)
// Add a screen: push to SCREENS. One behind login gets `setup: logIn` (the demo customer signs in
// through the login form in the profile Lighthouse then audits with; see tests/lighthouse/audit.mjs).
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { buildIfStale, ROOT } from '../../scripts/start.mjs';
import { startServer } from '../../scripts/e2e.mjs';
import { buildFloorIfStale, startFloor } from '../../bench/floor/process.mjs';
import { auditWithRetry, CATEGORIES, failingAudits, median, metricsOf, performanceFindings, scoresOf } from './audit.mjs';

const DEFAULT_RUNS = 3;
const REPORT_DIR = join(ROOT, 'reports', 'lighthouse');
/** The doors of the portal: full marks, performance included. */
const DOOR_BAR = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Screens behind login, measured as a returning visitor: full marks too. */
const SIGNED_IN_BAR = DOOR_BAR;
/** Total Blocking Time over the floor's (median against median, same run): doors 30 ms, other screens 50 ms. */
const DOOR_TBT_OVER_FLOOR = 30;
const SIGNED_IN_TBT_OVER_FLOOR = 50;

/** The prepaid demo customer of the README (physical SIM in use, so login lands on the top page). */
const DEMO = { email: 'prepaid@demo.test', password: 'Demo1234!' };

/**
 * Signs in through the real login form (fields by name, so any detected language works), waits for
 * the top page and for the service worker the portal registers, so its precaching is over before
 * Lighthouse starts measuring.
 */
async function logIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/topPage', { timeout: 30_000 });
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 20_000))]));
}

/** Signs in, then finds the receipt of the customer's newest paid order in the order history (its link sits in the order's folded details): its address. */
async function logInToReceipt(page, baseUrl) {
  await logIn(page, baseUrl);
  await page.goto(`${baseUrl}/order-history/data-recharge-history`);
  const link = page.locator('main a[href*="/order-history/receipt/"]').first();
  await link.waitFor({ state: 'attached', timeout: 30_000 });
  return new URL((await link.getAttribute('href')) ?? '', baseUrl).href;
}

/**
 * @typedef {{ name: string, path: string, thresholds: Record<string, number>, tbtOverFloor: number,
 *   setup?: (page: import('playwright-core').Page, baseUrl: string) => Promise<string | void> }} Screen
 * @type {Screen[]}
 */
const SCREENS = [
  { name: 'landing', path: '/landingPage', thresholds: DOOR_BAR, tbtOverFloor: DOOR_TBT_OVER_FLOOR },
  { name: 'login', path: '/login', thresholds: DOOR_BAR, tbtOverFloor: DOOR_TBT_OVER_FLOOR },
  { name: 'top', path: '/topPage', thresholds: SIGNED_IN_BAR, tbtOverFloor: SIGNED_IN_TBT_OVER_FLOOR, setup: logIn },
  // The prepaid customer's APN page (apn-configuration/{deviceType}); Android (2) shows the full APN
  // details box, the video and the step-by-step instructions.
  { name: 'apn', path: '/apn-configuration/2', thresholds: SIGNED_IN_BAR, tbtOverFloor: SIGNED_IN_TBT_OVER_FLOOR, setup: logIn },
  { name: 'recharge', path: '/data-recharge', thresholds: SIGNED_IN_BAR, tbtOverFloor: SIGNED_IN_TBT_OVER_FLOOR, setup: logIn },
  // A paid order's receipt (the newest in the prepaid customer's history); `path` is where it is found.
  {
    name: 'receipt',
    path: '/order-history/data-recharge-history',
    thresholds: SIGNED_IN_BAR,
    tbtOverFloor: SIGNED_IN_TBT_OVER_FLOOR,
    setup: logInToReceipt,
  },
];

/** The run whose score in `category` is the median: the one whose failing audits are reported. */
const medianRun = (lhrs, category) => {
  const scores = lhrs.map((lhr) => scoresOf(lhr)[category]);
  return lhrs[scores.indexOf(median(scores))];
};

const pad = (value, width) => String(value).padStart(width);
/** TBT is wall time ×4: other work on the machine inflates it, so every figure goes out with the load. */
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;
const ms = (value) => `${Math.round(value)}`;
const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))}`;

function printTable(rows, runs, floorTbt) {
  const header = `${'screen'.padEnd(9)} ${pad('perf', 4)} ${pad('a11y', 4)} ${pad('bp', 4)} ${pad('seo', 4)} ${pad('FCP ms', 7)} ${pad('LCP ms', 7)} ${pad('TBT ms', 7)} ${pad('−floor', 6)} ${pad('CLS', 6)}  below the bar (audits of the run with the median score)`;
  console.log(
    `\nMedian of ${runs} run${runs === 1 ? '' : 's'} per screen (mobile, simulated throttling):\n${header}\n${'-'.repeat(header.length)}`,
  );
  for (const row of rows) {
    const s = row.scores;
    const m = row.metrics;
    const below = Object.entries(row.failing)
      .map(
        ([category, audits]) =>
          `${category}: ${audits.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`).join(', ') || '(no single audit)'}`,
      )
      .join('; ');
    console.log(
      `${row.name.padEnd(9)} ${pad(s.performance, 4)} ${pad(s.accessibility, 4)} ${pad(s['best-practices'], 4)} ${pad(s.seo, 4)} ` +
        `${pad(ms(m.fcp), 7)} ${pad(ms(m.lcp), 7)} ${pad(ms(m.tbt), 7)} ${pad(signed(m.tbt - floorTbt), 6)} ${pad(m.cls.toFixed(3), 6)}  ${below || '—'}`,
    );
  }
}

/** Screen names (positional or `--only a,b`) and `--runs N`. */
function parseArgs(argv) {
  const only = [];
  let runs = DEFAULT_RUNS;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.split('=', 2);
    if (flag === '--only') only.push(...(inline ?? argv[++i] ?? '').split(',').filter(Boolean));
    else if (flag === '--runs') runs = Number(inline ?? argv[++i]);
    else only.push(arg);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
  return { only, runs };
}

async function main() {
  const { only, runs } = parseArgs(process.argv.slice(2));
  const targets = only.length ? SCREENS.filter((screen) => only.includes(screen.name)) : SCREENS;
  if (!targets.length) throw new Error(`No screen named ${only.join(', ')}. Known: ${SCREENS.map((s) => s.name).join(', ')}`);

  const chromePath = await ensureChromium({ quiet: true });
  buildIfStale();
  buildFloorIfStale();
  await mkdir(REPORT_DIR, { recursive: true });
  const chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  const started = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const server = await startServer({ logFile: join(REPORT_DIR, 'server.log') });
  const floor = await startFloor(join(REPORT_DIR, 'floor-server.log')).catch(async (error) => {
    await server.stop();
    throw error;
  });
  console.log(
    `${started}: ${chromium}, ${load()}. Server at ${server.baseUrl}, floor at ${floor.baseUrl}; ${runs} round${runs === 1 ? '' : 's'}.`,
  );

  const lhrsOf = new Map(targets.map((screen) => [screen.name, []]));
  const floorTbts = [];
  try {
    // Rounds taking turns, the floor first in each: a busy moment of the machine falls on all alike.
    for (let run = 1; run <= runs; run += 1) {
      const floorLhr = await auditWithRetry(
        { url: `${floor.baseUrl}/login`, chromePath, categories: ['performance'], reportBase: join(REPORT_DIR, `floor-${run}.report`) },
        `floor run ${run}`,
      );
      floorTbts.push(metricsOf(floorLhr).tbt);
      console.log(
        `  floor run ${run}: performance ${scoresOf(floorLhr, ['performance']).performance}, TBT ${ms(metricsOf(floorLhr).tbt)} ms (${load()})`,
      );
      for (const screen of targets) {
        const lhr = await auditWithRetry(
          {
            url: `${server.baseUrl}${screen.path}`,
            chromePath,
            setup: screen.setup && ((page) => screen.setup(page, server.baseUrl)),
            reportBase: join(REPORT_DIR, `${screen.name}-${run}.report`),
          },
          `${screen.name} run ${run}`,
        );
        const scores = scoresOf(lhr);
        const { lcp, tbt, cls } = metricsOf(lhr);
        console.log(
          `  ${screen.name} run ${run}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}, LCP ${ms(lcp)} ms, TBT ${ms(tbt)} ms, CLS ${cls.toFixed(3)} (${load()})`,
        );
        lhrsOf.get(screen.name).push(lhr);
      }
    }
  } finally {
    await Promise.all([server.stop(), floor.stop()]);
  }

  const floorTbt = median(floorTbts);
  const rows = [];
  const failures = [];
  for (const screen of targets) {
    const lhrs = lhrsOf.get(screen.name);
    // The page audited: a receipt's address is found by its setup.
    const path = new URL(lhrs[0].finalDisplayedUrl).pathname;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(lhrs.map((lhr) => scoresOf(lhr)[id]))]));
    const runMetrics = lhrs.map(metricsOf);
    const metrics = Object.fromEntries(Object.keys(runMetrics[0]).map((key) => [key, median(runMetrics.map((m) => m[key]))]));
    const failing = {};
    for (const [category, minimum] of Object.entries(screen.thresholds)) {
      if (scores[category] >= minimum) continue;
      failing[category] = failingAudits(medianRun(lhrs, category), category);
      failures.push(`${screen.name} (${path}): ${category} ${scores[category]} < ${minimum}`);
    }
    if (metrics.tbt - floorTbt > screen.tbtOverFloor)
      failures.push(
        `${screen.name} (${path}): TBT ${ms(metrics.tbt)} ms is ${ms(metrics.tbt - floorTbt)} ms over the floor's ${ms(floorTbt)} (bar ${screen.tbtOverFloor})`,
      );
    const findings = scores.performance < 100 ? performanceFindings(medianRun(lhrs, 'performance')) : [];
    rows.push({ name: screen.name, path, scores, metrics, failing, findings });
  }

  console.log(`\nFloor (bench/floor/): median TBT ${ms(floorTbt)} ms of ${floorTbts.map(ms).join(', ')}.`);
  printTable(rows, runs, floorTbt);
  console.log(`(${load()} at the end)`);
  for (const row of rows.filter((r) => r.findings.length)) {
    console.log(`\n${row.name} (${row.path}), performance ${row.scores.performance}: what Lighthouse found (median run)`);
    for (const f of row.findings) {
      const savings = Object.entries(f.savings)
        .map(([metric, value]) => (metric === 'CLS' ? `CLS −${value.toFixed(3)}` : `${metric} −${Math.round(value)} ms`))
        .join(', ');
      console.log(`  ${f.id}${f.displayValue ? ` — ${f.displayValue}` : ''}${savings ? ` [saves ${savings}]` : ''}`);
    }
  }
  console.log(`\nReports: ${REPORT_DIR}`);
  if (failures.length) {
    console.error(`\nBelow the bar:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Every screen meets its thresholds.');
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
