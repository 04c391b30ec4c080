/**
 * Unsafe starts as a real `npm start` process meets them (address, demo data, one process per
 * embedded database, the token secret): each
 * unsafe start refuses with exit code 1 and one line on stderr saying what is wrong and what to do.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDb } from '@/server/db/client';
import { seedDemoData } from '@/server/sandbox/demo/seed';
import { freePort, startApi, type ApiProcess } from '../api-process';
import { pgliteDataDirFromTemplate } from '../harness';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const STRONG = 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eUx1';
const dirs: string[] = [];
const running: ApiProcess[] = [];
afterAll(async () => {
  for (const api of running) await api.stop();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-security-'));
  dirs.push(dir);
  await pgliteDataDirFromTemplate(dir);
  return dir;
}

/** Runs main.ts to its end; resolves with the exit code and what it printed on stderr. */
async function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(await freePort()),
    DIST_DIR: join(ROOT, '.no-dist'),
    ...env,
  };
  delete childEnv.DATABASE_URL;
  for (const k of ['PUBLIC_URL', 'TOKEN_SECRET', 'SEED_DEMO', 'HOST']) if (!(k in env)) delete childEnv[k];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr, stdout };
}

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
/** Real implementations of the outside systems (production refuses the sandbox's), so each case meets only its own refusal. */
const SEAMS = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENT_PROVIDER_MODULE: './tests/server/ops-seams/payment.ts',
  SIM_BACKEND_MODULE: './tests/server/ops-seams/sim-backend.ts',
  USAGE_SOURCE_MODULE: './tests/server/ops-seams/usage.ts',
};
/** The seller receipts name (decision 0101): production refuses to start without one. */
const SELLER = {
  RECEIPT_SELLER_NAME: '株式会社テスト通信',
  RECEIPT_SELLER_ADDRESS: '東京都港区芝公園4-2-8',
  INVOICE_REGISTRATION_NUMBER: 'T7010001234567',
};
const production = (dir: string, extra: Record<string, string> = {}) => ({
  API_MODE: 'production',
  DATA_DIR: dir,
  PRODUCTION_ALLOW: 'embedded-database',
  PUBLIC_URL: 'https://portal.example.jp',
  TOKEN_SECRET: STRONG,
  ...SELLER,
  ...SEAMS,
  ...extra,
});

describe('production refuses to start', () => {
  it.each<[string, (dir: string) => Record<string, string>, RegExp]>([
    [
      'without PUBLIC_URL',
      (dir) => ({
        API_MODE: 'production',
        DATA_DIR: dir,
        PRODUCTION_ALLOW: 'embedded-database',
        TOKEN_SECRET: STRONG,
        ...SELLER,
        ...SEAMS,
      }),
      /^Refusing to start: PUBLIC_URL is not set/,
    ],
    [
      'with a weak TOKEN_SECRET, 32 × a',
      (dir) => production(dir, { TOKEN_SECRET: 'a'.repeat(32) }),
      /^Configuration error: TOKEN_SECRET uses fewer than 10 different characters/,
    ],
    [
      'without TOKEN_SECRET: a key generated into the database sits next to the data',
      (dir) => ({
        API_MODE: 'production',
        DATA_DIR: dir,
        PRODUCTION_ALLOW: 'embedded-database',
        PUBLIC_URL: 'https://portal.example.jp',
        ...SELLER,
        ...SEAMS,
      }),
      /^Refusing to start: TOKEN_SECRET is not set/,
    ],
    ['with SEED_DEMO=1', (dir) => production(dir, { SEED_DEMO: '1' }), /^Refusing to start: SEED_DEMO=1 in production/],
  ])('%s', async (_name, env, line) => {
    const run = await start(env(await dataDir()));
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toHaveLength(1);
    expect(lines(run.stderr)[0]).toMatch(line);
  });

  it('with several unsafe settings at once: one line for each, none hidden behind the first', async () => {
    // As an operator's careless start had it: only the TOKEN_SECRET line came out.
    const run = await start(production(await dataDir(), { PUBLIC_URL: 'http://x', TOKEN_SECRET: 'abc', RATE_LIMIT_SCALE: '5' }));
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toHaveLength(3);
    expect(lines(run.stderr)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Refusing to start: PUBLIC_URL http:\/\/x is http/),
        expect.stringMatching(/^Configuration error: TOKEN_SECRET must be at least 32 characters/),
        expect.stringMatching(/^Refusing to start: RATE_LIMIT_SCALE=5: production keeps the rate limits as designed/),
      ]),
    );
  });

  it('on a database holding the demo accounts', async () => {
    const dir = await dataDir();
    const db = await createPgliteDb({ dataDir: dir });
    await seedDemoData(db);
    await db.close();
    const run = await start(production(dir));
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([expect.stringMatching(/^Refusing to start: the database holds sandbox or demo data/)]);
  });

  it('on a database that once served in sandbox mode, demo accounts deleted', async () => {
    const dir = await dataDir();
    const sandbox = await startApi({ DATA_DIR: dir, SEED_DEMO: '0' });
    await sandbox.stop();
    const run = await start(production(dir));
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([expect.stringMatching(/^Refusing to start: the database holds sandbox or demo data/)]);
  });
});

describe('one embedded database, one process', () => {
  it('a second process on the same DATA_DIR refuses while the first runs, and starts once it is gone', async () => {
    const dir = await dataDir();
    const first = await startApi({ DATA_DIR: dir });
    running.push(first);
    const second = await start({ API_MODE: 'sandbox', DATA_DIR: dir });
    expect(second.code).toBe(1);
    expect(lines(second.stderr)).toEqual([expect.stringMatching(/^Refusing to start: DATA_DIR .* is in use by another process \(pid \d+/)]);
    // The first one is unharmed.
    expect((await fetch(`${first.baseUrl}/api/en/ready`)).status).toBeLessThan(500);
    // A lock left by a killed process does not block the next start.
    await first.kill();
    const third = await startApi({ DATA_DIR: dir });
    running.push(third);
    expect((await fetch(`${third.baseUrl}/api/en/ready`)).status).toBeLessThan(500);
  });
});

describe('sandbox listens on loopback unless HOST says otherwise', () => {
  it('says so at start-up and does not answer on another interface', async () => {
    const dir = await dataDir();
    const api = await startApi({ DATA_DIR: dir, HOST: '' });
    running.push(api);
    expect(api.output()).toContain('Sandbox mode: listening on loopback (127.0.0.1) only');
    const port = new URL(api.baseUrl).port;
    const external = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (external) {
      const res = await fetch(`http://${external.address}:${port}/api/en/ready`, { signal: AbortSignal.timeout(3_000) }).catch(
        (err: Error) => err,
      );
      expect(res).toBeInstanceOf(Error);
    }
  });
});
