/**
 * The server built as `npm start` runs it (scripts/build-server.mjs), for the suites that start and
 * stop many processes: a built server is ready in about a second where tsx first compiles the
 * sources for several (10–38 s under load). Built from the sources of this run, once per test
 * process, into .tmp/ (inside the project, where the bundle finds node_modules); removed at exit.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
let entry: string | undefined;

/** The built server's main.js (built on the first call). */
export function builtServer(): string {
  if (!entry) {
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    // Builds left by a test process that was killed before its exit handler ran: gone after an hour.
    for (const old of readdirSync(join(ROOT, '.tmp'), { withFileTypes: true }).filter((d) => d.name.startsWith('server-'))) {
      const path = join(ROOT, '.tmp', old.name);
      if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
    }
    const dir = join(ROOT, '.tmp', `server-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
    buildServer(dir);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    entry = join(dir, 'main.js');
  }
  return entry;
}

/** node's arguments to run the server: its build, or its TypeScript sources through tsx. */
export function serverArgs(from: 'build' | 'source'): string[] {
  return from === 'build' ? ['--enable-source-maps', builtServer()] : ['--import', 'tsx', 'src/server/main.ts'];
}
