// The web floor (bench/floor/) as a process: built when its build is missing or older than its
// sources, and served on a free port by bench/floor/serve.ts (the portal's own static middleware).
// Shared by `npm run bench:web` and the Lighthouse guard (tests/lighthouse/guard.mjs).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ROOT, run } from '../../scripts/start.mjs';
import { freePort } from '../../scripts/e2e.mjs';

export const FLOOR_DIST = join(ROOT, 'bench', 'floor', 'dist');
const SOURCES = ['bench/floor/src/main.tsx', 'bench/floor/index.html', 'bench/floor/vite.config.ts', 'vite.config.ts', 'package-lock.json'];

export function buildFloor() {
  run(bin('vite'), ['build', '--config', 'bench/floor/vite.config.ts'], { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
}

/** Builds the floor when needed; returns whether it built. */
export function buildFloorIfStale() {
  const index = join(FLOOR_DIST, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const newest = Math.max(
    ...SOURCES.map((s) => join(ROOT, s))
      .filter(existsSync)
      .map((f) => statSync(f).mtimeMs),
  );
  if (built >= newest) return false;
  buildFloor();
  return true;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serves the built floor on a free port; resolves once it answers. */
export async function startFloor(logFile) {
  const port = await freePort();
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floor/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), SANDBOX_GATEWAY_PORT: '0', DIST_DIR: FLOOR_DIST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${baseUrl}/landingPage`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
  }
  await stop();
  throw new Error(`The floor's server did not answer on ${baseUrl}; see ${logFile}`);
}
