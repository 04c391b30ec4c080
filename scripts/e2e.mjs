#!/usr/bin/env node
// End-to-end run: the real server on a free port with a fresh embedded database, then Playwright.
//   node scripts/e2e.mjs [-- <playwright args>]     e.g. node scripts/e2e.mjs -- tests/e2e/login.spec.ts --headed
//   Module: const server = await startServer(); …; await server.stop();   (used by tests/lighthouse/run.mjs)
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeChromium, ensureChromium } from './ensure-chromium.mjs';
import { bin, buildIfStale, buildServerIfStale, ROOT, serverCommand } from './start.mjs';

/** Asks the OS for a port nobody listens on (a tiny race with other processes is acceptable here). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server as `npm start` runs it (the build, made first if stale) on a free port with a
 * temporary DATA_DIR, fast sandbox timings and relaxed rate limits, and waits until the built portal
 * answers /landingPage with 200.
 * Server output goes to `logFile`; its tail is printed when start-up fails.
 */
export async function startServer({
  logFile = join(ROOT, 'test-results', 'server.log'),
  env = {},
  readyPath = '/landingPage',
  timeoutMs = 120_000,
} = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-data-'));
  await mkdir(join(logFile, '..'), { recursive: true });
  const log = createWriteStream(logFile);
  const childEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: '50',
    // The sandbox gateway on any free port, never PORT + 1, which another test's server may have been given.
    SANDBOX_GATEWAY_PORT: '0',
    SANDBOX_ISSUANCE_SECONDS: '3',
    ...env,
  };
  // A fresh embedded database every run, whatever the caller's shell points at.
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  buildServerIfStale();
  const [cmd, args] = serverCommand();
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  const baseUrl = `http://localhost:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exitPromise;
      clearTimeout(timer);
    }
    await new Promise((resolve) => log.end(resolve));
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return { baseUrl, port, dataDir, logFile, stop, pid: child.pid };
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await sleep(250);
  }
  const why = exited
    ? `the server exited (code ${exited.code ?? exited.signal}) before answering`
    : `no 200 from ${readyPath} within ${timeoutMs / 1000}s (last: ${lastError})`;
  await stop();
  const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-40).join('\n');
  throw new Error(`Server start-up failed: ${why}.\n--- last lines of ${logFile} ---\n${tail}`);
}

/** Runs a command with inherited stdio; resolves with its exit code. */
export function runInherited(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const dashDash = process.argv.indexOf('--');
  const playwrightArgs = dashDash === -1 ? process.argv.slice(2) : process.argv.slice(dashDash + 1);

  const chromePath = await ensureChromium({ quiet: true });
  console.log(describeChromium(chromePath));
  buildIfStale();

  console.log('Starting the server for the end-to-end suite…');
  const server = await startServer({ logFile: join(ROOT, 'test-results', 'e2e-server.log') });
  console.log(`Server ready at ${server.baseUrl} (log: ${server.logFile})`);

  let interrupted = false;
  const onSignal = (signal) => {
    // Playwright shares our process group and gets the same signal; we only make sure the server goes too.
    interrupted = true;
    console.error(`\n${signal}: stopping the server.`);
    void server.stop().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let code;
  try {
    code = await runInherited(bin('playwright'), ['test', ...playwrightArgs], {
      ...process.env,
      BASE_URL: server.baseUrl,
      CHROME_PATH: chromePath,
    });
  } finally {
    if (!interrupted) await server.stop();
  }
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
