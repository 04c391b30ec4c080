/**
 * The server built as `npm start` runs it (scripts/build-server.mjs), for every suite that starts the
 * API as a process: a built server is ready in about a second where tsx first compiles the sources
 * (10–38 s under load, at each start). Built once per vitest run from this run's sources by the server
 * project's global setup (global-setup.ts) into .tmp/ (inside the project, where the bundle finds
 * node_modules); a file run some other way builds its own copy on first use, removed at exit.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
let entry: string | undefined;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Builds the server into a fresh directory under .tmp/ (clearing builds a killed run left); its main.js. */
export function buildServerForTests(name: string): { dir: string; entry: string } {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  // Builds left by a test process that was killed before its exit handler ran (its pid is in the name).
  for (const old of readdirSync(join(ROOT, '.tmp'), { withFileTypes: true })) {
    const pid = /^server-(?:\w+-)?(\d+)-/.exec(old.name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(ROOT, '.tmp', old.name), { recursive: true, force: true });
  }
  const dir = join(ROOT, '.tmp', `server-${name}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  buildServer(dir);
  return { dir, entry: join(dir, 'main.js') };
}

/** The built server's main.js: the run's shared build, or one of this process's own (built on the first call). */
export function builtServer(): string {
  if (!entry) {
    const shared = inject('serverBuild');
    if (shared) {
      entry = shared;
    } else {
      const own = buildServerForTests('file');
      process.once('exit', () => rmSync(own.dir, { recursive: true, force: true }));
      entry = own.entry;
    }
  }
  return entry;
}

/**
 * node's arguments to run the built server with `env`: with tsx loaded when a seam module of `env`
 * is TypeScript (the suites' own modules in tests/server/ops-seams), as an operator's would be
 * JavaScript or loaded the same way.
 */
export function builtServerArgs(env: Record<string, string | undefined> = {}): string[] {
  const tsSeam = Object.entries(env).some(([key, value]) => key.endsWith('_MODULE') && /\.[cm]?ts$/.test(value ?? ''));
  return [...(tsSeam ? ['--import', 'tsx'] : []), '--enable-source-maps', builtServer()];
}

/** node's arguments to run the server: its build (see builtServerArgs), or its TypeScript sources through tsx. */
export function serverArgs(from: 'build' | 'source', env: Record<string, string | undefined> = {}): string[] {
  return from === 'build' ? builtServerArgs(env) : ['--import', 'tsx', 'src/server/main.ts'];
}
