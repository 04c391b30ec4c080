#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure:
//   route tree + type checks → lint + format check → vitest (unit, components, server) → Chromium + build + prerendered doors → end-to-end (Playwright)
//   → the customer journeys in WebKit, Firefox and Chromium (tests/engines).
// Ends with a summary whose last line is exactly "N passed, M failed" (vitest + Playwright counts; a stage
// that failed without a failing test to show for it — type errors, a broken build, a suite that could not
// load — counts as one failure, so a red run never reads "0 failed"). Totals also go to
// test-results/summary.json for .ci/run.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, ROOT } from './start.mjs';

const RESULTS = join(ROOT, 'test-results');
const VITEST_JSON = join(RESULTS, 'vitest.json');
const E2E_JSON = join(RESULTS, 'e2e.json');
const ENGINES_JSON = join(RESULTS, 'engines.json');
const env = { ...process.env };

function exec(cmd, args) {
  console.log(`\n$ ${cmd.startsWith(ROOT) ? cmd.slice(ROOT.length + 1) : cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function readJson(path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's JSON reporter (Jest-compatible shape). */
async function vitestCounts() {
  const report = await readJson(VITEST_JSON);
  if (!report) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter: a flaky test passed on retry; an unexpected one failed. */
async function playwrightCounts() {
  const report = await readJson(E2E_JSON);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped, flaky };
}

/** tests/engines/run.ts: one check per engine and journey. */
async function enginesCounts() {
  const report = await readJson(ENGINES_JSON);
  if (!report) return null;
  return { passed: report.passed ?? 0, failed: report.failed ?? 0, skipped: 0 };
}

/**
 * CI_FUZZ_ON_POSTGRES=1 (set by .ci/run, which fuzzes every endpoint 1,000 times on PostgreSQL right
 * after): the 60-request fuzz pass on PGlite is left out here, the one suite both passes ran alike
 * (docs/decisions/0038-ci-time.md). Everyday `npm test` keeps it.
 */
const vitestExtra = process.env.CI_FUZZ_ON_POSTGRES === '1' ? ['--exclude', 'tests/server/fuzz-*.test.ts'] : [];

const tool =
  (name, ...args) =>
  () =>
    exec(bin(name), args);
/**
 * The type checks run TypeScript 7 (package `typescript7`): `typescript` is 5.9, the compiler API that
 * typescript-eslint needs and TypeScript 7 does not have (docs/decisions/0090).
 */
const TSC7 = join(ROOT, 'node_modules', 'typescript7', 'bin', 'tsc');
const typeCheck = (project) => () => exec(process.execPath, [TSC7, '-p', project, '--noEmit']);

const stages = [
  { name: 'route tree (tsr generate)', run: tool('tsr', 'generate') },
  { name: 'type check (portal, server, tests)', run: typeCheck('tsconfig.json') },
  { name: 'type check (service worker)', run: typeCheck('sw/tsconfig.json') },
  { name: 'type check (benchmark floor app)', run: typeCheck('bench/floor/tsconfig.json') },
  // DESIGN.md's dependency zones, the rules of hooks, `@/` imports, SIM-type rules in src/domain only.
  { name: 'lint (ESLint)', run: tool('eslint', '--max-warnings', '0', '.') },
  { name: 'format (Prettier)', run: tool('prettier', '--check', '--log-level', 'warn', '.') },
  {
    name: 'vitest (unit, components, server)',
    before: () => rm(VITEST_JSON, { force: true }),
    run: tool('vitest', 'run', ...vitestExtra, '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`),
    counts: vitestCounts,
  },
  {
    name: 'Chromium',
    run: async () => {
      try {
        env.CHROME_PATH = await ensureChromium();
        return 0;
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        return 1;
      }
    },
  },
  { name: 'build (vite build)', run: tool('vite', 'build') },
  // What `npm start`, the prerender, the end-to-end suites and the benchmark run (docs/decisions/0068).
  { name: 'build (server, esbuild)', run: () => exec(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs')]) },
  // The doors the server sends first (docs/decisions/0019); tests/e2e/prerender.spec.ts checks them.
  {
    name: 'prerender (scripts/prerender.ts)',
    run: () => exec(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'prerender.ts')]),
  },
  {
    name: 'end-to-end (Playwright)',
    before: () => rm(E2E_JSON, { force: true }),
    run: () => exec(process.execPath, [join(ROOT, 'scripts', 'e2e.mjs')]),
    counts: playwrightCounts,
  },
  {
    name: 'engines (WebKit, Firefox, Chromium)',
    before: () => rm(ENGINES_JSON, { force: true }),
    // One engine at a time: with WebKit and Firefox at once, both lost the offline journey in CI
    // (2026-11-24, cause not found yet; each passes alone). Costs about a minute.
    run: () => exec(process.execPath, ['--import', 'tsx', join(ROOT, 'tests', 'engines', 'run.ts'), '--parallel', '1']),
    counts: enginesCounts,
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

async function main() {
  await mkdir(RESULTS, { recursive: true });
  const started = Date.now();
  const rows = [];
  const total = { passed: 0, failed: 0, skipped: 0 };
  let failedStage = null;

  for (const stage of stages) {
    if (failedStage) {
      rows.push(`  -  ${stage.name.padEnd(38)} not run`);
      continue;
    }
    console.log(`\n=== ${stage.name} ===`);
    const t0 = Date.now();
    await stage.before?.();
    const code = await stage.run();
    const took = seconds(Date.now() - t0);
    let detail = '';
    let reportedFailures = 0;
    if (stage.counts) {
      const counts = await stage.counts();
      if (counts) {
        total.passed += counts.passed;
        total.failed += counts.failed;
        total.skipped += counts.skipped;
        reportedFailures = counts.failed;
        detail = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
        if (counts.flaky) detail += ` (${counts.flaky} flaky: passed on retry)`;
      } else {
        detail = 'no report';
      }
    }
    if (code !== 0) {
      failedStage = stage.name;
      // Exited non-zero yet reported no failing test: count the stage itself.
      if (reportedFailures === 0) total.failed += 1;
    }
    rows.push(`  ${code === 0 ? '✓' : '✗'}  ${stage.name.padEnd(38)} ${took.padStart(7)}  ${detail}`);
  }

  await writeFile(join(RESULTS, 'summary.json'), JSON.stringify({ ...total, failedStage }, null, 2));
  console.log('\n=== Summary ===');
  console.log(rows.join('\n'));
  console.log(`  total time ${seconds(Date.now() - started)}`);
  if (total.skipped) console.log(`  ${total.skipped} skipped`);
  if (failedStage) console.log(`FAILED at: ${failedStage}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(failedStage ? 1 : 0);
}

await main();
