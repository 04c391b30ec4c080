#!/usr/bin/env node
// `npm run bench:web`: how far the portal's first load is from the floor — the least a real app on
// the same four libraries ships (bench/floor/src/main.tsx says what it contains).
//   1. builds both with the same Vite: the floor (bench/floor/vite.config.ts) and the portal (vite build);
//   2. serves both the same way: the portal by its own server on a fresh database, the floor by
//      bench/floor/serve.ts on its own port, both with src/server/static.ts (precompressed files,
//      the same caching headers);
//   3. runs Lighthouse (mobile, simulated throttling, cold profile) 3× on /landingPage and /login of
//      each, floor and portal taking turns so a busy moment of the machine hits both alike;
//   4. first-load JS = every script the page requested until Lighthouse found it idle (network quiet
//      and CPU idle), taken from the run's network records, each fetched again with
//      `Accept-Encoding: gzip` and counted as the server sends it (the .gz file; under 512 bytes as is);
//   5. prints portal / floor for first-load JS (target ≤ 1.10) and LCP (median of 3, target ≤ 1.15),
//      PASS/FAIL per figure, writes reports/bench-web/<time>.json, exits 1 on any FAIL.
// The figures are only as steady as the machine: on a shared one, run it twice before believing a
// few percent.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { build, ROOT } from '../scripts/start.mjs';
import { startServer } from '../scripts/e2e.mjs';
import { buildFloor, startFloor } from './floor/process.mjs';
import { auditWithRetry, median, metricsOf } from '../tests/lighthouse/audit.mjs';

const RUNS = 3;
const PAGES = [
  { name: 'landing', path: '/landingPage' },
  { name: 'login', path: '/login' },
];
const TARGETS = { firstLoadJs: 1.1, lcp: 1.15 };
const REPORT_DIR = join(ROOT, 'reports', 'bench-web');

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function timed(label, fn) {
  const started = Date.now();
  fn();
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label} built in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** The body size of `url` as the server sends it to a client that accepts gzip only. */
function gzipSize(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity', status: res.statusCode }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The scripts the page itself requested in this run, with their gzip size. (The service worker's
 * precaching runs in its own target, which Lighthouse does not record; it does not delay the page.)
 */
async function firstLoadJs(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.sessionTargetType === 'page');
  const urls = [...new Set(scripts.map((item) => item.url))];
  const sized = await Promise.all(urls.map(async (url) => ({ url, ...(await gzipSize(url)) })));
  const bad = sized.find((s) => s.status !== 200);
  if (bad) throw new Error(`${bad.url} answered ${bad.status} when fetched again`);
  return {
    gzipBytes: sized.reduce((sum, s) => sum + s.bytes, 0),
    // What Chrome itself transferred (brotli, as it offers br; headers included), for comparison.
    transferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: sized.map(({ url, bytes, encoding }) => ({ path: new URL(url).pathname, gzipBytes: bytes, encoding })),
  };
}

async function measureRun(app, page, baseUrl, chromePath, runNo) {
  const url = `${baseUrl}${page.path}`;
  const lhr = await auditWithRetry(
    { url, chromePath, categories: ['performance'], reportBase: join(REPORT_DIR, `${app}-${page.name}-${runNo}.report`) },
    `${app} ${page.name} run ${runNo}`,
  );
  if (!lhr.finalDisplayedUrl.endsWith(page.path)) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const js = await firstLoadJs(lhr);
  const { lcp, fcp } = metricsOf(lhr);
  console.log(
    `  ${app.padEnd(6)} ${page.name.padEnd(8)} run ${runNo}: JS ${kB(js.gzipBytes)} gzip in ${js.scripts.length} scripts, LCP ${Math.round(lcp)} ms, performance ${Math.round(lhr.categories.performance.score * 100)}`,
  );
  return { lcpMs: lcp, fcpMs: fcp, performance: Math.round(lhr.categories.performance.score * 100), js };
}

function summarise(runs) {
  const jsRun = runs.find((r) => r.js.gzipBytes === median(runs.map((x) => x.js.gzipBytes)));
  return {
    firstLoadJsGzipBytes: jsRun.js.gzipBytes,
    firstLoadJsTransferBytes: jsRun.js.transferBytes,
    scripts: jsRun.js.scripts,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    performance: median(runs.map((r) => r.performance)),
    runs: runs.map(({ lcpMs, fcpMs, performance, js }) => ({ lcpMs, fcpMs, performance, firstLoadJsGzipBytes: js.gzipBytes })),
  };
}

async function main() {
  const chromePath = await ensureChromium({ quiet: true });
  await mkdir(REPORT_DIR, { recursive: true });
  const loadBefore = loadavg();

  const buildSeconds = {
    floor: timed('Floor', buildFloor),
    portal: timed('Portal', build),
  };

  const portal = await startServer({ logFile: join(REPORT_DIR, 'portal-server.log') });
  const floor = await startFloor(join(REPORT_DIR, 'floor-server.log')).catch(async (error) => {
    await portal.stop();
    throw error;
  });
  console.log(`Floor at ${floor.baseUrl}, portal at ${portal.baseUrl}; ${RUNS} Lighthouse runs per page and app.`);

  const raw = { floor: {}, portal: {} };
  try {
    for (let runNo = 1; runNo <= RUNS; runNo += 1) {
      for (const page of PAGES) {
        for (const [app, server] of [
          ['floor', floor],
          ['portal', portal],
        ]) {
          (raw[app][page.name] ??= []).push(await measureRun(app, page, server.baseUrl, chromePath, runNo));
        }
      }
    }
  } finally {
    await Promise.all([floor.stop(), portal.stop()]);
  }

  const pages = {};
  const verdicts = [];
  for (const page of PAGES) {
    const f = summarise(raw.floor[page.name]);
    const p = summarise(raw.portal[page.name]);
    const figures = {
      firstLoadJs: {
        floor: f.firstLoadJsGzipBytes,
        portal: p.firstLoadJsGzipBytes,
        ratio: p.firstLoadJsGzipBytes / f.firstLoadJsGzipBytes,
        target: TARGETS.firstLoadJs,
      },
      lcp: { floor: f.lcpMs, portal: p.lcpMs, ratio: p.lcpMs / f.lcpMs, target: TARGETS.lcp },
    };
    for (const [id, figure] of Object.entries(figures)) {
      figure.pass = figure.ratio <= figure.target;
      verdicts.push({ page: page.name, id, ...figure });
    }
    pages[page.name] = { path: page.path, figures, floor: f, portal: p };
  }

  console.log(
    `\n${'page'.padEnd(8)} ${'figure'.padEnd(22)} ${'floor'.padStart(9)} ${'portal'.padStart(9)} ${'ratio'.padStart(6)} ${'target'.padStart(7)}  result`,
  );
  for (const v of verdicts) {
    const label = v.id === 'lcp' ? `LCP (median of ${RUNS})` : 'first-load JS (gzip)';
    const show = v.id === 'lcp' ? (ms) => `${Math.round(ms)} ms` : kB;
    console.log(
      `${v.page.padEnd(8)} ${label.padEnd(22)} ${show(v.floor).padStart(9)} ${show(v.portal).padStart(9)} ${v.ratio.toFixed(2).padStart(6)} ${`≤ ${v.target.toFixed(2)}`.padStart(7)}  ${v.pass ? 'PASS' : 'FAIL'}`,
    );
  }
  for (const page of PAGES) {
    const scripts = pages[page.name].portal.scripts.map((s) => `${s.path.replace('/assets/', '')} ${kB(s.gzipBytes)}`).join(', ');
    console.log(`portal ${page.name} scripts: ${scripts}`);
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(REPORT_DIR, `${stamp}.json`);
  const report = {
    date: new Date().toISOString(),
    note: 'Lighthouse mobile (simulated throttling), cold profile, median of 3; first-load JS from the network records, gzip as served. Shared machine: figures are noisy.',
    machine: { cpus: cpus().length, loadavgBefore: loadBefore, loadavgAfter: loadavg() },
    buildSeconds,
    targets: TARGETS,
    pages,
    pass: verdicts.every((v) => v.pass),
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  await copyFile(file, join(REPORT_DIR, 'latest.json'));
  console.log(
    `\nSaved ${file} (and latest.json). Load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${cpus().length} CPUs.`,
  );
  if (!report.pass) {
    console.error('FAIL: the portal is above its target on at least one figure.');
    process.exit(1);
  }
  console.log('PASS on every figure.');
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
