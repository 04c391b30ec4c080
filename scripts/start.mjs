#!/usr/bin/env node
// `npm start`: build the portal if dist/ is missing or older than its sources, then run the reference
// API (which also serves dist/) in this terminal. Signals reach the server, and its exit code is ours.
//   Module: await buildIfStale()   (used by scripts/e2e.mjs and tests/lighthouse/run.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = 'src/server/main.ts';

/** What the bundle is made from. The server and the generated route tree are not part of it. */
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

/** Builds the portal when needed; returns whether it built. */
export function buildIfStale() {
  const reason = buildReason();
  if (!reason) return false;
  console.log(`Building the portal: ${reason}.`);
  build();
  return true;
}

function main() {
  try {
    buildIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: ROOT, stdio: 'inherit' });
  const forward = (signal) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    // Mirror the child: killed by a signal → conventional 128 + n.
    if (signal) process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1));
    process.exit(code ?? 0);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
