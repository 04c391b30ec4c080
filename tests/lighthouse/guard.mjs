#!/usr/bin/env node
// The CI guard of the doors (decisions 0073, 0156): Lighthouse (mobile, simulated throttling,
// performance only) on /landingPage and /login of a fresh server and on the floor app (bench/floor/:
// the same four libraries and nothing else), in rounds taking turns, so a busy moment of the machine
// falls on all three alike. Judged against the floor of the same run (tests/lighthouse/guard-rule.mjs):
// a door fails when its median thread-time TBT (the page's own CPU time) or its best Lighthouse TBT
// is over the floor's by more than its margin. It also fails when a door is served with an opener
// policy again (decision 0043). Prints the date, the Chromium and Lighthouse versions, the load (and
// the CPU burners it started) and each run.
//   node tests/lighthouse/guard.mjs                (after a build; builds the portal and the floor if stale)
//   node tests/lighthouse/guard.mjs --load 4       the same on a busy machine: 4 busy processes beside it
//   node tests/lighthouse/guard.mjs --rounds 5     more rounds (3 by default)
//   DIST_DIR=… node tests/lighthouse/guard.mjs     another build of the portal (tests/lighthouse/guard-check.mjs)
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFloorIfStale, startFloor } from '../../bench/floor/process.mjs';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { buildIfStale, ROOT } from '../../scripts/start.mjs';
import { startServer } from '../../scripts/e2e.mjs';
import { auditWithRetry, median, metricsOf, traceOf } from './audit.mjs';
import { threadTimeTbt } from './thread-tbt.mjs';
import { judgeDoor, LIGHTHOUSE_MARGIN_MS, TARGET_MS, THREAD_MARGIN_MS } from './guard-rule.mjs';
import { startCpuLoad } from './cpu-load.mjs';

const { values: options } = parseArgs({ options: { load: { type: 'string', default: '0' }, rounds: { type: 'string', default: '3' } } });
const BURNERS = Number(options.load);
const ROUNDS = Number(options.rounds);
if (!Number.isInteger(BURNERS) || BURNERS < 0) throw new Error('--load takes a whole number of busy processes, 0 or more');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds takes a whole number, 1 or more');
const DOORS = [
  { name: 'landing', path: '/landingPage' },
  { name: 'login', path: '/login' },
];
const REPORT_DIR = join(ROOT, 'reports', 'lighthouse-guard');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const chromePath = await ensureChromium({ quiet: true });
if (!process.env.DIST_DIR) buildIfStale();
buildFloorIfStale();
await mkdir(REPORT_DIR, { recursive: true });
const chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
const server = await startServer({ logFile: join(REPORT_DIR, 'server.log') });
const floor = await startFloor(join(REPORT_DIR, 'floor-server.log')).catch(async (error) => {
  await server.stop();
  throw error;
});
const failures = [];
const runs = { floor: [], landing: [], login: [] };
const started = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const burners = BURNERS ? `, ${BURNERS} CPU burner${BURNERS === 1 ? '' : 's'} started beside it` : '';
console.log(`Lighthouse guard, ${started}: ${chromium}, ${cpus().length} cores, load average ${load()} at the start${burners}`);
const stopLoad = BURNERS ? startCpuLoad(BURNERS) : () => {};
try {
  for (const door of DOORS) {
    const policy = (await fetch(`${server.baseUrl}${door.path}`)).headers.get('cross-origin-opener-policy');
    if (policy && policy !== 'unsafe-none') {
      failures.push(`${door.name}: served with Cross-Origin-Opener-Policy: ${policy} (decision 0043: doors are isolated only on request)`);
    }
  }
  // The floor is one page whatever its path: it runs once a round, between the doors' turns.
  const targets = { floor: `${floor.baseUrl}/login`, landing: `${server.baseUrl}/landingPage`, login: `${server.baseUrl}/login` };
  const orders = [
    ['floor', 'landing', 'login'],
    ['login', 'landing', 'floor'],
    ['floor', 'landing', 'login'],
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const who of orders[round % orders.length]) {
      const lhr = await auditWithRetry(
        {
          url: targets[who],
          chromePath,
          categories: ['performance'],
          keepTrace: true,
          reportBase: join(REPORT_DIR, `${who}-${round + 1}`),
        },
        who,
      );
      const thread = threadTimeTbt(traceOf(lhr));
      const run = {
        tbt: metricsOf(lhr).tbt,
        threadTbt: thread.tbtMs,
        score: Math.round(lhr.categories.performance.score * 100),
        lighthouse: lhr.lighthouseVersion,
      };
      runs[who].push(run);
      console.log(
        `  round ${round + 1} ${who.padEnd(7)} TBT ${String(Math.round(run.tbt)).padStart(4)} ms  thread-time TBT ${String(run.threadTbt).padStart(4)} ms  performance ${run.score}  load ${load()}`,
      );
    }
  }
} finally {
  stopLoad();
  await Promise.all([server.stop(), floor.stop()]);
}

const med = (who, key) => median(runs[who].map((r) => r[key]));
const figures = (who) => ({ tbt: med(who, 'tbt'), bestTbt: Math.min(...runs[who].map((r) => r.tbt)), threadTbt: med(who, 'threadTbt') });
const floorFigures = figures('floor');
const sign = (n) => `${n >= 0 ? '+' : ''}${n}`;
console.log(
  `\nMedians of ${ROUNDS}, ${started} (Lighthouse ${runs.floor[0]?.lighthouse}, ${chromium}${burners}, load average ${load()} at the end):`,
);
console.log(
  `  floor    TBT ${Math.round(floorFigures.tbt)} ms (best ${Math.round(floorFigures.bestTbt)}), thread-time ${floorFigures.threadTbt} ms, performance ${med('floor', 'score')}`,
);
for (const door of DOORS) {
  const doorFigures = figures(door.name);
  const verdict = judgeDoor(doorFigures, floorFigures);
  console.log(
    `  ${door.name.padEnd(8)} TBT ${Math.round(doorFigures.tbt)} ms (${sign(verdict.excess)} over the floor; target ≤ +${TARGET_MS}), ` +
      `best ${Math.round(doorFigures.bestTbt)} ms (${sign(verdict.bestExcess)}; fails over +${LIGHTHOUSE_MARGIN_MS}), ` +
      `thread-time ${doorFigures.threadTbt} ms (${sign(verdict.threadExcess)}; target +0, fails over +${THREAD_MARGIN_MS}), ` +
      `performance ${med(door.name, 'score')}${verdict.metTarget ? ', targets met' : ''}${verdict.failures.length ? '  REGRESSION' : ''}`,
  );
  failures.push(...verdict.failures.map((f) => `${door.name}: ${f}`));
}
if (failures.length) {
  console.error(`Lighthouse guard FAILED:\n  ${failures.join('\n  ')}\nReports: ${REPORT_DIR}`);
  process.exit(1);
}
console.log('Lighthouse guard: both doors within their margins of the floor.');
