/**
 * The real API as a child process, for suites that must kill it: built as `npm start` runs it (the
 * run's shared build, ready in about a second: built-server.ts), or from its TypeScript sources
 * (`from: 'source'`, `node --import tsx src/server/main.ts`), minus the built portal. Each start takes
 * a fresh loopback port; the database is whatever `env` names (DATA_DIR or DATABASE_URL), so a
 * restart reopens the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from './built-server';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ApiProcess {
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves as soon as a line of stdout contains `text` (also when it already did). */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** SIGKILL: no handler runs, nothing is flushed or closed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own graceful shutdown (requests finish, the database is closed). */
  stop(): Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Children still running; a test runner that exits early takes them with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface StartOptions {
  /** The build `npm start` runs (default) or the TypeScript sources through tsx. */
  from?: 'source' | 'build';
  /** Extra arguments to node before the entry (a test's --import of a fault). */
  nodeArgs?: string[];
}

/**
 * Between the probe of a free port and the child's listen, another process may take that port (a
 * sandbox gateway elsewhere listens on port 0): the child then exits with EADDRINUSE and starts again
 * on another port. The port's owner is the one this start waits for, not whatever answers there.
 */
export async function startApi(env: Record<string, string>, timeoutMs = 60_000, options: StartOptions = {}): Promise<ApiProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, timeoutMs, options);
    } catch (err) {
      const taken = err instanceof Error && err.message.includes('EADDRINUSE');
      if (!taken || 'PORT' in env || attempt >= 3) throw err;
    }
  }
}

async function startOnce(env: Record<string, string>, timeoutMs: number, options: StartOptions): Promise<ApiProcess> {
  const port = await freePort();
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    API_MODE: 'sandbox',
    // No built portal: the API alone (main.ts says so and carries on).
    DIST_DIR: join(ROOT, '.no-dist'),
    ...env,
  };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  // The sandbox gateway on any free port, never PORT + 1, which another test's server may have been
  // given (production has no sandbox gateway, and refuses every SANDBOX_* setting).
  if (childEnv.API_MODE !== 'production' && !('SANDBOX_GATEWAY_PORT' in env)) childEnv.SANDBOX_GATEWAY_PORT = '0';
  const args = [...(options.nodeArgs ?? []), ...serverArgs(options.from ?? 'build', childEnv)];
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const watchers: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    log += chunk.toString();
    for (const w of watchers.splice(0)) {
      if (log.includes(w.text)) w.resolve();
      else watchers.push(w);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      // Said in the output, so a test that finds the API gone can tell a crash from a kill.
      log += `\n[the API exited: code ${code}, signal ${signal}]\n`;
      resolve(code);
    }),
  );
  let gone = false;
  void exited.then(() => (gone = true));

  const listeningOn = Number(childEnv.PORT);
  const baseUrl = `http://127.0.0.1:${listeningOn}`;
  const api: ApiProcess = {
    baseUrl,
    output: () => log,
    waitForOutput(text, ms = 15_000) {
      if (log.includes(text)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${text}" from the API within ${ms} ms; it printed:\n${log}`)), ms);
        watchers.push({
          text,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      // main.ts listens only after migrating and seeding, and says so: then any answer means ready.
      if (!log.includes(`listening on http://localhost:${listeningOn}`)) throw new Error('not listening yet');
      await fetch(`${baseUrl}/api/en/ready`, { signal: AbortSignal.timeout(2_000) });
      return api;
    } catch {
      await sleep(100);
    }
  }
  await api.kill();
  throw new Error(`the API did not start (${gone ? 'it exited' : 'timed out'}); it printed:\n${log}`);
}
