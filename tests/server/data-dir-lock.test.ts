/**
 * One process per embedded database, also across PID namespaces (two containers sharing a volume):
 * the DATA_DIR lock is the kernel's (docs/decisions/0071), not a pid that another namespace cannot
 * see. Each namespace is made with `unshare --pid --fork` (root only). Runs the built server.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './api-process';
import { builtServer } from './built-server';
import { pgliteDataDirFromTemplate } from './harness';

const ROOT = join(import.meta.dirname, '..', '..');

function canUnshare(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('unshare', ['--pid', '--fork', '--kill-child', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface Server {
  /** Resolves 'listening' once it serves, or its exit (code, stderr) if it ends first. */
  outcome: Promise<'listening' | { code: number | null; stderr: string }>;
  kill(): Promise<void>;
}

/** The built server on DATA_DIR `dir`, in a PID namespace of its own when `namespace`. */
async function startOn(dir: string, namespace: boolean): Promise<Server> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dir,
    DIST_DIR: join(ROOT, '.no-dist'),
  };
  delete env.DATABASE_URL;
  const node = [process.execPath, builtServer()];
  // --kill-child: the server (pid 1 in there) goes when unshare goes.
  const [cmd, ...args] = namespace ? ['unshare', '--pid', '--fork', '--kill-child', ...node] : node;
  const child = spawn(cmd!, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
  const outcome = new Promise<'listening' | { code: number | null; stderr: string }>((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('listening on')) resolve('listening');
    });
    void exited.then(resolve);
  });
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return {
    outcome,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

const running: Server[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of running) await s.kill();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

// PGlite only: CI's PostgreSQL pass (TEST_DATABASE_URL) skips it.
describe.skipIf(!canUnshare() || Boolean(process.env.TEST_DATABASE_URL))('the DATA_DIR lock across PID namespaces', () => {
  it(
    'a process in another PID namespace refuses while the first runs; a SIGKILLed holder leaves no lock behind',
    { timeout: 300_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'lock-ns-'));
      dirs.push(dir);
      await pgliteDataDirFromTemplate(dir);

      const first = await startOn(dir, false);
      running.push(first);
      expect(await first.outcome).toBe('listening');
      // Another namespace, where the first one's pid means nothing (or someone else).
      const second = await startOn(dir, true);
      running.push(second);
      const refused = await second.outcome;
      expect(refused, 'the second process started on a DATA_DIR in use').not.toBe('listening');
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Refusing to start: DATA_DIR .* is in use by another process \(pid \d+/),
      ]);

      // Killed outright: the kernel drops its lock with it. The next holder sits in a namespace where
      // its own pid is 1, and the one outside must still see the lock.
      await first.kill();
      const third = await startOn(dir, true);
      running.push(third);
      expect(await third.outcome).toBe('listening');
      const fourth = await startOn(dir, false);
      running.push(fourth);
      const refusedAgain = await fourth.outcome;
      expect(refusedAgain).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^Refusing to start: DATA_DIR .* is in use by another process/),
      });
    },
  );
});
