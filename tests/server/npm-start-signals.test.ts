/**
 * `npm start` stopped as a process manager stops it: one signal to npm's own pid, nothing else (not
 * its process group, not the server). npm passes SIGTERM and SIGINT to the script's process only
 * (@npmcli/run-script), so whatever npm runs must take it from there: here the whole tree ends, the
 * server drains (a request in flight at the signal is answered), the port is free and DATA_DIR's
 * lock is released (docs/decisions/0145). The real `npm start`: npm, package.json's script,
 * scripts/start.mjs, the built server.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/sandbox/demo/seed';
import { freePort } from './api-process';
import { pgliteDataDirFromTemplate } from './harness';

const ROOT = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
/** Whatever a failing case leaves running is killed by pid at the end (never by name or group). */
const leftovers = new Set<number>();
afterAll(async () => {
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** A process's state letter and parent from /proc; undefined once it is gone. */
function procStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** Every process descended from `root` (its children, theirs, …). */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = procStat(pid);
    if (stat) parents.set(pid, stat.ppid);
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [pid, ppid] of parents) {
      if (ppid === parent) {
        found.push(pid);
        walk(pid);
      }
    }
  };
  walk(root);
  return found;
}

/** Still running: present and not a zombie (an exited process its new parent has not reaped yet). */
const running = (pid: number) => {
  const stat = procStat(pid);
  return stat !== undefined && stat.state !== 'Z' && stat.state !== 'X';
};

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** Whether another process could take DATA_DIR's lock now (the server's lock is the kernel's, decision 0071). */
function lockFree(dataDir: string): boolean {
  const fd = openSync(join(dataDir, 'portal.lock'), 'r+');
  try {
    if (!tryLock(fd)) return false;
    unlock(fd);
    return true;
  } finally {
    closeSync(fd);
  }
}

/**
 * A login sent with `Expect: 100-continue`: the server's "100 Continue" comes with its request event,
 * so once it arrived the request is in flight at the server. The body goes when `send()` is called.
 */
function loginInTwoSteps(port: number) {
  const body = JSON.stringify({ email: 'prepaid@demo.test', password: DEMO_PASSWORD });
  let sendBody!: () => void;
  let inFlight!: Promise<void>;
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/en/auth/login',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      },
    );
    req.on('error', reject);
    sendBody = () => req.end(body);
    req.flushHeaders();
    inFlight = new Promise<void>((resolveContinue) => req.once('continue', resolveContinue));
  });
  return { answer, inFlight, send: () => sendBody() };
}

async function runNpmStart(signal: 'SIGTERM' | 'SIGINT') {
  const dataDir = await mkdtemp(join(tmpdir(), 'npm-start-'));
  dirs.push(dataDir);
  await pgliteDataDirFromTemplate(dataDir);
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    API_MODE: 'sandbox',
    DATA_DIR: dataDir,
    // The API alone: `npm start` builds and serves the portal only when it serves dist/.
    DIST_DIR: join(ROOT, '.no-dist'),
    SANDBOX_GATEWAY_PORT: '0',
    LOG_FORMAT: 'json',
    RATE_LIMIT_SCALE: '1000',
  };
  delete env.DATABASE_URL;
  // As a unit file or process manager runs it: npm from PATH, in the project, in our process group
  // (the signal below goes to npm's pid alone).
  const npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  leftovers.add(npm.pid!);
  let output = '';
  npm.stdout.on('data', (d: Buffer) => (output += d.toString()));
  npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
  // 'close', not 'exit': the last lines (the server's "stopped") may still be in the pipe at exit.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('close', (code, sig) => resolve({ code, signal: sig })),
  );
  const startedAt = Date.now();
  for (const deadline = Date.now() + 120_000; !output.includes('listening on') && Date.now() < deadline;)
    await new Promise((r) => setTimeout(r, 100));
  expect(output, 'the server did not start').toContain('listening on');

  const listeningAfterMs = Date.now() - startedAt;
  const tree = descendants(npm.pid!);
  for (const pid of tree) leftovers.add(pid);
  const login = loginInTwoSteps(port);
  await login.inFlight;
  const signalledAt = Date.now();
  npm.kill(signal);
  // The body follows a moment later: the request is still being received while the server drains.
  setTimeout(() => login.send(), 300);

  const answer = await login.answer;
  const end = await Promise.race([exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 30_000))]);
  // Zombies aside, nothing of the tree may be left (an orphan is reparented, not ended).
  await new Promise((r) => setTimeout(r, 200));
  const left = [npm.pid!, ...tree].filter(running);
  const stoppedInMs = Date.now() - signalledAt;
  if (process.env.DUMP_NPM_OUTPUT) writeFileSync(`/tmp/npm-start-${signal}.log`, output);
  console.info(`npm start: listening ${listeningAfterMs} ms after the spawn; ${signal} to npm → all ended in ${stoppedInMs} ms`);
  return { answer, end, left, tree, output, port, dataDir };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')(
  'npm start, signalled at npm only, as a process manager does',
  { timeout: 240_000 },
  () => {
    it.each(['SIGTERM', 'SIGINT'] as const)(
      '%s: the server drains (the request in flight is answered), every process of the tree ends, port and lock are free',
      async (signal) => {
        const run = await runNpmStart(signal);
        // npm → start.mjs → the server, at least (a shell between npm and start.mjs only when it execs).
        expect(run.tree.length).toBeGreaterThanOrEqual(2);
        expect(run.answer.status).toBe(200);
        expect(JSON.parse(run.answer.body)).toHaveProperty('access_token');
        expect(run.end, `how npm ended within 30 s of ${signal} (running: still there):\n${run.output.slice(-2000)}`).toEqual({
          code: 0,
          signal: null,
        });
        expect(run.left, 'processes of the tree still running').toEqual([]);
        expect(await portFree(run.port)).toBe(true);
        expect(lockFree(run.dataDir)).toBe(true);
        // The server's own words: it took the signal and closed everything before exiting.
        const lines = run.output
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { msg: string; level: number });
        expect(lines.map((l) => l.msg)).toContain(`${signal}: shutting down`);
        expect(lines.at(-1)?.msg).toBe('stopped');
        expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      },
    );
  },
);
