#!/usr/bin/env node
// Does the Lighthouse guard (tests/lighthouse/guard.mjs) tell a regression from noise? Runs it on a
// copy of the build with a 200 ms busy loop planted at the top of the portal's entry module (what a
// heavy synchronous start-up would cost), expecting a failure, and on the real build, expecting a
// pass; each N times (default 2), alternating. Not part of CI (each guard run is nine Lighthouse
// runs); run it after changing the guard's rule.
//   node tests/lighthouse/guard-check.mjs [--times 2]
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildIfStale, ROOT } from '../../scripts/start.mjs';

const { values } = parseArgs({ options: { times: { type: 'string', default: '2' } } });
const BUSY_LOOP = '{const end=performance.now()+200;while(performance.now()<end);}\n';

/** A copy of dist/ whose entry module starts with the busy loop (and its precompressed copies to match). */
async function plantedBuild() {
  const dir = await mkdtemp(join(tmpdir(), 'guard-planted-'));
  await cp(join(ROOT, 'dist'), dir, { recursive: true });
  const login = await readFile(join(dir, 'prerender', 'login.en.html'), 'utf8');
  const entry = /data-entry="\/(assets\/index-[^"]+\.js)"/.exec(login)?.[1];
  if (!entry) throw new Error('no data-entry in the prerendered login page');
  const code = BUSY_LOOP + (await readFile(join(dir, entry), 'utf8'));
  await writeFile(join(dir, entry), code);
  await writeFile(join(dir, `${entry}.br`), brotliCompressSync(code));
  await writeFile(join(dir, `${entry}.gz`), gzipSync(code));
  return dir;
}

buildIfStale();
const planted = await plantedBuild();
const outcomes = [];
try {
  for (let i = 0; i < Number(values.times); i++) {
    for (const [label, dist, expected] of [
      ['planted 200 ms busy loop', planted, 1],
      ['real build', join(ROOT, 'dist'), 0],
    ]) {
      console.log(`\n=== guard on the ${label} (expect exit ${expected}) ===`);
      const started = Date.now();
      const r = spawnSync(process.execPath, ['tests/lighthouse/guard.mjs'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, DIST_DIR: dist },
      });
      outcomes.push({ label, expected, status: r.status, seconds: Math.round((Date.now() - started) / 1000) });
    }
  }
} finally {
  await rm(planted, { recursive: true, force: true });
}
console.log('\nGuard check:');
for (const o of outcomes)
  console.log(`  ${o.label}: exit ${o.status} (expected ${o.expected}) in ${o.seconds} s${o.status === o.expected ? '' : '  WRONG'}`);
const wrong = outcomes.filter((o) => o.status !== o.expected);
console.log(`${outcomes.length - wrong.length} passed, ${wrong.length} failed`);
process.exit(wrong.length ? 1 : 0);
