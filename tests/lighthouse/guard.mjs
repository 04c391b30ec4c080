#!/usr/bin/env node
// The CI guard of issue 16 (decision 0043): one Lighthouse pass (mobile, simulated throttling,
// performance only) on each door of a fresh server, failing below 95, so that a header or a dependency
// that costs the doors 15 points cannot land unseen. A single pass swings by a few points with the
// machine's load; 95 leaves room for that and not for a regression of that size.
// It also fails when a door is served with an opener policy again: on a fresh machine that header
// alone cost 15 points (a browsing-context-group swap on arrival), on a warm one only 0–4, which a
// single pass cannot tell from noise. Prints the Chromium and Lighthouse versions with the figures.
//   node tests/lighthouse/guard.mjs        (after a build; builds if stale)
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { buildIfStale, ROOT } from '../../scripts/start.mjs';
import { startServer } from '../../scripts/e2e.mjs';
import { auditWithRetry, metricsOf, scoresOf } from './audit.mjs';

const BAR = 95;
const DOORS = [
  { name: 'landing', path: '/landingPage' },
  { name: 'login', path: '/login' },
];
const REPORT_DIR = join(ROOT, 'reports', 'lighthouse-guard');

const chromePath = await ensureChromium({ quiet: true });
buildIfStale();
await mkdir(REPORT_DIR, { recursive: true });
const chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
const server = await startServer({ logFile: join(REPORT_DIR, 'server.log') });
const failures = [];
try {
  for (const door of DOORS) {
    const url = `${server.baseUrl}${door.path}`;
    const policy = (await fetch(url)).headers.get('cross-origin-opener-policy');
    if (policy && policy !== 'unsafe-none') {
      failures.push(`${door.name}: served with Cross-Origin-Opener-Policy: ${policy} (decision 0043: doors are isolated only on request)`);
    }
    const lhr = await auditWithRetry({ url, chromePath, categories: ['performance'], reportBase: join(REPORT_DIR, door.name) }, door.name);
    const score = scoresOf(lhr, ['performance']).performance;
    const { fcp, lcp, tbt, cls } = metricsOf(lhr);
    console.log(
      `${door.name.padEnd(8)} performance ${score} (bar ${BAR})  FCP ${Math.round(fcp)} ms  LCP ${Math.round(lcp)} ms  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  COOP ${policy ?? 'none'}`,
    );
    if (score < BAR) failures.push(`${door.name}: performance ${score} < ${BAR}`);
    if (door === DOORS[0]) console.log(`  (${chromium}, Lighthouse ${lhr.lighthouseVersion}, load ${loadavg()[0].toFixed(2)})`);
  }
} finally {
  await server.stop();
}
if (failures.length) {
  console.error(`Lighthouse guard FAILED:\n  ${failures.join('\n  ')}\nReports: ${REPORT_DIR}`);
  process.exit(1);
}
console.log('Lighthouse guard: both doors at or above the bar.');
