#!/usr/bin/env node
// `npm start`: build the portal (dist/) and the server (build/server/) where missing or older than
// their sources, then run the built server, which also serves dist/. This process stays as its
// supervisor (docs/decisions/0068): signals reach the server and its exit code is ours; after
// SIGTERM/SIGINT the server is killed if it is still there past its own deadline, whatever holds it;
// in a terminal its JSON log lines are shown readable (pino-pretty), elsewhere they pass untouched.
//   Module: buildIfStale(), serverCommand()   (used by scripts/e2e.mjs, bench and tests/lighthouse)
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUILD, serverBuildReason } from './build-server.mjs';
import { prettyPrint, wantsPrettyLogs } from './pretty-logs.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The server's TypeScript entry, run with tsx by `npm run dev`-style tooling and the tests. */
export const SERVER_ENTRY = 'src/server/main.ts';

/** How `npm start` runs the server: the build, with stack traces mapped to the TypeScript sources. */
export function serverCommand() {
  return [process.execPath, ['--enable-source-maps', SERVER_BUILD]];
}

/** What the portal's bundle is made from. The server (built apart) and the generated route tree are not part of it. */
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];
const IGNORED = new Set(['src/server', 'src/routeTree.gen.ts']);

function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (IGNORED.has(relative(ROOT, path))) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why a build is needed, or null when dist/index.html is newer than every source file. */
export function buildReason() {
  let built;
  try {
    built = statSync(join(ROOT, 'dist', 'index.html')).mtimeMs;
  } catch {
    return 'dist/index.html is missing';
  }
  const newest = Math.max(...SOURCES.map((source) => newestMtime(join(ROOT, source))));
  return newest > built ? 'sources changed since the last build' : null;
}

/** Runs a command in the project root with inherited stdio; throws on a non-zero exit. */
export function run(cmd, args, env = process.env) {
  console.log(`$ ${relative(ROOT, cmd) || cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/**
 * A tool from node_modules/.bin. Not `npx`: npx reads flags such as `-p` as its own, and may fetch a
 * missing package from the registry where a missing tool should be an install error.
 */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

export function build() {
  run(bin('tsr'), ['generate']);
  run(bin('vite'), ['build']);
  // The doors' first screens, written by the built portal itself (docs/decisions/0018).
  run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'prerender.ts')]);
}

/** Builds the server when needed (about a second); returns whether it built. */
export function buildServerIfStale() {
  const reason = serverBuildReason();
  if (!reason) return false;
  console.log(`Building the server: ${reason}.`);
  console.log(`Server built in ${buildServer()} ms.`);
  return true;
}

/**
 * Whether the server will serve this project's dist/: DIST_DIR (the server's setting, relative to the
 * project) unset or naming it. A server pointed elsewhere (the API tests' empty directory, a portal
 * built apart) has no use for a build of dist/.
 */
export function servesProjectDist(env = process.env) {
  return resolve(ROOT, env.DIST_DIR || 'dist') === join(ROOT, 'dist');
}

/** Builds the server and the portal where needed (the portal's prerender runs the built server); returns whether it built. */
export function buildIfStale() {
  const server = buildServerIfStale();
  const reason = buildReason();
  if (!reason) return server;
  console.log(`Building the portal: ${reason}.`);
  build();
  return true;
}

/**
 * The server's own deadline after SIGTERM plus a second: SHUTDOWN_DELAY_MS (unset: at most 15 s, the
 * longest default delay, src/server/ops/readiness-pollers.ts) + SHUTDOWN_TIMEOUT_MS (default 10 s).
 */
export function supervisorDeadlineMs(env = process.env) {
  const ms = (v, fallback) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : fallback);
  return ms(env.SHUTDOWN_DELAY_MS, 15_000) + ms(env.SHUTDOWN_TIMEOUT_MS, 10_000) + 1000;
}

function main() {
  try {
    if (servesProjectDist()) buildIfStale();
    else buildServerIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const pretty = wantsPrettyLogs(process.env, Boolean(process.stdout.isTTY));
  const [cmd, args] = serverCommand();
  const server = spawn(cmd, args, { cwd: ROOT, stdio: ['inherit', pretty ? 'pipe' : 'inherit', 'inherit'] });
  const printed = pretty ? prettyPrint(server.stdout, process.stdout) : Promise.resolve();
  let deadline;
  const forward = (signal) => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill(signal);
    // The server keeps its own deadline, on a thread of its own; this is the last word if even that fails.
    if (signal !== 'SIGHUP' && !deadline) {
      deadline = setTimeout(() => {
        console.error(`The server did not exit within ${supervisorDeadlineMs()} ms of ${signal}: killing it.`);
        server.kill('SIGKILL');
      }, supervisorDeadlineMs());
      deadline.unref();
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    // Mirror the child (killed by a signal → conventional 128 + n), once its last lines are shown.
    const status = signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 }[signal] ?? 1) : (code ?? 0);
    void printed.finally(() => process.exit(status));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
