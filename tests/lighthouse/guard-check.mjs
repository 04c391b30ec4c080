#!/usr/bin/env node
// Does the Lighthouse guard (tests/lighthouse/guard.mjs) tell a regression from noise? Runs it on
// copies of the build where one door runs a planted task of 50 ms of CPU after its first paint (in
// its own task, queued from the top of the entry module, on that door's path only), expecting a
// failure, and on the real build, expecting a pass; each N times (default 1), taking turns. The planted
// loop's length is calibrated on this machine's CPU time (Node's V8, as the page's), so the machine's
// load does not shorten it. Not part of CI (each guard run is nine Lighthouse runs); run it after
// changing the guard's rule or its margins.
//   node tests/lighthouse/guard-check.mjs [--times 1] [--load 4]
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildIfStale, ROOT } from '../../scripts/start.mjs';

const { values } = parseArgs({ options: { times: { type: 'string', default: '1' }, load: { type: 'string', default: '0' } } });
const PLANTED_MS = 50;

function spin(iterations) {
  let x = 0;
  for (let i = 0; i < iterations; i++) x = (x * 31 + i) | 0;
  return x;
}

/** Iterations of the planted loop that take PLANTED_MS of CPU here (best of five, once warm). */
function calibrate() {
  const probe = 20_000_000;
  spin(probe);
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const before = process.cpuUsage();
    spin(probe);
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return Math.round((probe * PLANTED_MS) / best);
}

/** A copy of dist/ whose entry module queues the planted task on `path` (precompressed copies to match). */
async function plantedBuild(path, iterations) {
  const dir = await mkdtemp(join(tmpdir(), 'guard-planted-'));
  await cp(join(ROOT, 'dist'), dir, { recursive: true });
  const login = await readFile(join(dir, 'prerender', 'login.en.html'), 'utf8');
  const entry = /data-entry="\/(assets\/index-[^"]+\.js)"/.exec(login)?.[1];
  if (!entry) throw new Error('no data-entry in the prerendered login page');
  const planted = `if(location.pathname===${JSON.stringify(path)})setTimeout(()=>{let x=0;for(let i=0;i<${iterations};i++)x=(x*31+i)|0;globalThis.__planted=x;});\n`;
  const code = planted + (await readFile(join(dir, entry), 'utf8'));
  await writeFile(join(dir, entry), code);
  await writeFile(join(dir, `${entry}.br`), brotliCompressSync(code));
  await writeFile(join(dir, `${entry}.gz`), gzipSync(code));
  return dir;
}

buildIfStale();
const iterations = calibrate();
console.log(`Planted task: ${iterations} iterations ≈ ${PLANTED_MS} ms of CPU on this machine`);
const builds = [
  ['a planted 50 ms task on /landingPage', await plantedBuild('/landingPage', iterations), 1],
  ['a planted 50 ms task on /login', await plantedBuild('/login', iterations), 1],
  ['the real build', join(ROOT, 'dist'), 0],
];
const outcomes = [];
try {
  for (let i = 0; i < Number(values.times); i++) {
    for (const [label, dist, expected] of builds) {
      console.log(`\n=== guard on ${label} (expect exit ${expected}) ===`);
      const started = Date.now();
      const r = spawnSync(process.execPath, ['tests/lighthouse/guard.mjs', '--load', values.load], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, DIST_DIR: dist },
      });
      outcomes.push({ label, expected, status: r.status, seconds: Math.round((Date.now() - started) / 1000) });
    }
  }
} finally {
  for (const [, dist, expected] of builds) if (expected === 1) await rm(dist, { recursive: true, force: true });
}
console.log(`\nGuard check (load ${values.load}):`);
for (const o of outcomes)
  console.log(`  ${o.label}: exit ${o.status} (expected ${o.expected}) in ${o.seconds} s${o.status === o.expected ? '' : '  WRONG'}`);
const wrong = outcomes.filter((o) => o.status !== o.expected);
console.log(`${outcomes.length - wrong.length} passed, ${wrong.length} failed`);
process.exit(wrong.length ? 1 : 0);
