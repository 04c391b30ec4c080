/**
 * What production refuses to start with (docs/decisions/0069), each as an operator meets it: exit 1,
 * one line on stderr saying what is wrong and what to do, and nothing touched (no DATA_DIR made, no
 * table in the database). Where an operator may need the setting, PRODUCTION_ALLOW lets it pass
 * with a warning line at every start. Runs the server as `npm start` does (the build), with tsx
 * loaded only for the test's own seam modules (TypeScript).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from './api-process';
import { builtServer } from './built-server';

const ROOT = join(import.meta.dirname, '..', '..');
const STRONG = 'Zq3vX8kPm2LrT7wYb5NcH9dFj4GsA6eUx1';
/** Real implementations of the outside systems, so that each case meets only its own refusal. */
const SEAMS = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENT_PROVIDER_MODULE: './tests/server/ops-seams/payment.ts',
  SIM_BACKEND_MODULE: './tests/server/ops-seams/sim-backend.ts',
  USAGE_SOURCE_MODULE: './tests/server/ops-seams/usage.ts',
};
/** A directory that must still not exist after a refusal. */
const neverMade = () => join(tmpdir(), `refused-${randomBytes(6).toString('hex')}`);

interface Run {
  code: number | null;
  stderr: string[];
  stdout: string;
}

/**
 * Runs the built server to its end with exactly `env` on top of the test's PATH; the answer's lines.
 * `tsx` for the starts that get as far as importing the test's seam modules (TypeScript).
 */
async function start(env: Record<string, string>, { tsx = false } = {}): Promise<Run> {
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DIST_DIR: join(ROOT, '.no-dist'),
    ...env,
  };
  const child = spawn(process.execPath, [...(tsx ? ['--import', 'tsx'] : []), builtServer()], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr: stderr.split('\n').filter((l) => l.trim() !== ''), stdout };
}

/** A production configuration that lacks nothing, on PostgreSQL at `databaseUrl`. */
const production = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  API_MODE: 'production',
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: 'https://portal.example.jp',
  TOKEN_SECRET: STRONG,
  RECEIPT_SELLER_NAME: '株式会社テスト通信',
  RECEIPT_SELLER_ADDRESS: '東京都港区芝公園4-2-8',
  INVOICE_REGISTRATION_NUMBER: 'T7010001234567',
  ...SEAMS,
  ...extra,
});

/** Nothing listens there: production that passes every check fails, last, at the database. */
const nowhere = async () => `postgres://portal@127.0.0.1:${await freePort()}/portal`;

// No database is reached in these: run once, in the PGlite pass (CI's PostgreSQL pass runs the one below).
// A process each, one after another: on a machine under load, many at once only make each slower.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'production refuses, one line each, before anything is opened',
  { timeout: 180_000 },
  () => {
    it.each<[string, (db: string) => Record<string, string>, RegExp]>([
      [
        'the embedded PGlite database (one process, no fsync of its own) without PRODUCTION_ALLOW=embedded-database',
        (db) => {
          const { DATABASE_URL: _url, ...rest } = production(db);
          return { ...rest, DATA_DIR: neverMade() };
        },
        /^Refusing to start: DATABASE_URL is not set: production on the embedded PGlite is one process without fsync; .*embedded-database to PRODUCTION_ALLOW/,
      ],
      [
        'RATE_LIMIT_SCALE other than 1 (limits scaled away)',
        (db) => production(db, { RATE_LIMIT_SCALE: '50' }),
        /^Refusing to start: RATE_LIMIT_SCALE=50: production keeps the rate limits as designed/,
      ],
      [
        'an http:// PUBLIC_URL (no HSTS, cookies without Secure)',
        (db) => production(db, { PUBLIC_URL: 'http://portal.example.jp' }),
        /^Refusing to start: PUBLIC_URL http:\/\/portal\.example\.jp is http: production is served to customers over https/,
      ],
      [
        'a sandbox timing variable',
        (db) => production(db, { SANDBOX_ISSUANCE_SECONDS: '3' }),
        /^Refusing to start: SANDBOX_ISSUANCE_SECONDS is a sandbox setting/,
      ],
      [
        'the sandbox fault injection',
        (db) => production(db, { SANDBOX_CHARGE_DELAY_MS: '500' }),
        /^Refusing to start: SANDBOX_CHARGE_DELAY_MS is a sandbox setting/,
      ],
      [
        'a TOKEN_SECRET made of a word, a sequence and a keyboard walk',
        (db) => production(db, { TOKEN_SECRET: 'Password1234567890Password!@#$%^' }),
        /^Configuration error: TOKEN_SECRET is made of words, sequences or keyboard patterns \(about 10\^\d+ guesses\); generate one with: openssl rand -base64 48$/,
      ],
      [
        'an exception PRODUCTION_ALLOW does not know',
        (db) => production(db, { PRODUCTION_ALLOW: 'everything' }),
        /^Refusing to start: PRODUCTION_ALLOW names everything: it takes embedded-database, rate-limit-scale$/,
      ],
      [
        'SMTP_URL=not-a-url',
        (db) => production(db, { SMTP_URL: 'not-a-url' }),
        /^Configuration error: SMTP_URL is not an SMTP URL like smtp:\/\/user:password@mail\.example\.jp:587/,
      ],
      [
        'DATABASE_POOL_MAX=0',
        (db) => production(db, { DATABASE_POOL_MAX: '0' }),
        /^Configuration error: DATABASE_POOL_MAX must be a positive integer, got "0"$/,
      ],
    ])('%s', async (_name, env, line) => {
      const run = await start(env(await nowhere()));
      expect(run.code).toBe(1);
      expect(run.stderr).toEqual([expect.stringMatching(line)]);
      expect(run.stdout).not.toContain('listening');
    });

    it('a DATABASE_URL where nothing answers: one line naming where it looked, no stack trace', async () => {
      const url = await nowhere();
      const run = await start(production(url), { tsx: true });
      expect(run.code).toBe(1);
      expect(run.stderr).toEqual([
        `Cannot start: cannot reach the database at ${new URL(url).host}/portal (ECONNREFUSED); check DATABASE_URL and that PostgreSQL is up`,
      ]);
    });

    it('the sandbox refuses a bad SMTP_URL and DATABASE_POOL_MAX as well', async () => {
      const cases: Record<string, string>[] = [{ SMTP_URL: 'not-a-url' }, { DATABASE_URL: await nowhere(), DATABASE_POOL_MAX: '0' }];
      for (const env of cases) {
        const dir = neverMade();
        const run = await start({ DATA_DIR: dir, ...env });
        expect(run.code).toBe(1);
        expect(run.stderr).toEqual([expect.stringMatching(/^Configuration error: (SMTP_URL|DATABASE_POOL_MAX) /)]);
        expect(existsSync(dir)).toBe(false);
      }
    });

    it('several malformed settings at once: each its own line, none hiding another (production)', async () => {
      const run = await start(
        production(await nowhere(), {
          PUBLIC_URL: 'http://x',
          TOKEN_SECRET: 'abc',
          RATE_LIMIT_SCALE: '5',
          SMTP_URL: 'not-a-url',
          DATABASE_POOL_MAX: '0',
          SHUTDOWN_DELAY_MS: 'soon',
          INVOICE_REGISTRATION_NUMBER: '7010001234567',
          CORS_ORIGINS: 'portal.example.jp',
        }),
      );
      expect(run.code).toBe(1);
      const expected = [
        /^Refusing to start: PUBLIC_URL http:\/\/x is http: production is served to customers over https/,
        /^Configuration error: TOKEN_SECRET must be at least 32 characters; generate one with: openssl rand -base64 48$/,
        /^Refusing to start: RATE_LIMIT_SCALE=5: production keeps the rate limits as designed/,
        /^Configuration error: SMTP_URL is not an SMTP URL/,
        /^Configuration error: DATABASE_POOL_MAX must be a positive integer, got "0"$/,
        /^Configuration error: SHUTDOWN_DELAY_MS must be a whole number of milliseconds, got "soon"$/,
        /^Configuration error: INVOICE_REGISTRATION_NUMBER must be T followed by 13 digits/,
        /^Configuration error: CORS_ORIGINS: "portal\.example\.jp" is not an origin/,
      ];
      expect(run.stderr).toHaveLength(expected.length);
      expect(run.stderr).toEqual(expect.arrayContaining(expected.map((line) => expect.stringMatching(line))));
      expect(run.stdout).not.toContain('listening');
    });

    it('several malformed settings at once in the sandbox: each its own line, nothing made', async () => {
      const dir = neverMade();
      const run = await start({
        DATA_DIR: dir,
        PUBLIC_URL: 'portal.example.jp',
        TRUST_PROXY: '-1',
        ACCESS_TOKEN_TTL_SECONDS: '0',
        SHUTDOWN_TIMEOUT_MS: '1.5',
        SANDBOX_PAYMENT_PAUSE: 'somewhere:100',
      });
      expect(run.code).toBe(1);
      const expected = [
        /^Configuration error: PUBLIC_URL is not a URL: "portal\.example\.jp"$/,
        /^Configuration error: TRUST_PROXY must be 0, 1 or a hop count, got "-1"$/,
        /^Configuration error: ACCESS_TOKEN_TTL_SECONDS must be a positive integer, got "0"$/,
        /^Configuration error: SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "1\.5"$/,
        /^Configuration error: SANDBOX_PAYMENT_PAUSE must be <point>:<ms>/,
      ];
      expect(run.stderr).toHaveLength(expected.length);
      expect(run.stderr).toEqual(expect.arrayContaining(expected.map((line) => expect.stringMatching(line))));
      expect(existsSync(dir)).toBe(false);
    });

    it('PRODUCTION_ALLOW=rate-limit-scale lets RATE_LIMIT_SCALE pass, with a warning line at the start', async () => {
      const run = await start(production(await nowhere(), { RATE_LIMIT_SCALE: '2', PRODUCTION_ALLOW: 'rate-limit-scale' }), { tsx: true });
      // Every check passed: what stops it now is the database, which is not there.
      expect(run.stderr).toEqual([expect.stringMatching(/^Cannot start: cannot reach the database/)]);
      const warning = run.stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string })[0];
      expect(warning).toMatchObject({
        level: 40,
        msg: expect.stringMatching(/^PRODUCTION_ALLOW=rate-limit-scale: RATE_LIMIT_SCALE is not 1/),
      });
    });

    it('a seam module that cannot be loaded is refused before DATA_DIR is locked, made or migrated', async () => {
      const dir = neverMade();
      const { DATABASE_URL: _url, ...rest } = production('');
      // tsx: the other seams are the test's TypeScript modules, which load; only the missing one fails.
      const run = await start(
        {
          ...rest,
          PAYMENT_PROVIDER_MODULE: './tests/server/ops-seams/no-such-provider.ts',
          DATA_DIR: dir,
          PRODUCTION_ALLOW: 'embedded-database',
        },
        { tsx: true },
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toEqual([
        expect.stringMatching(
          /^Configuration error: PAYMENT_PROVIDER_MODULE: cannot load "\.\/tests\/server\/ops-seams\/no-such-provider\.ts"/,
        ),
      ]);
      expect(existsSync(dir)).toBe(false);
    });
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'on PostgreSQL: every check before migrations touch the database',
  { timeout: 300_000 },
  () => {
    it('a refused start leaves a fresh schema without a single table', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `refused_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
        const withSchema = new URL(url);
        withSchema.searchParams.set('options', `-c search_path=${schema}`);
        const refused: Record<string, string>[] = [
          { PAYMENT_PROVIDER_MODULE: './tests/server/ops-seams/no-such-provider.ts' },
          { RATE_LIMIT_SCALE: '50' },
        ];
        for (const extra of refused) {
          const run = await start(production(withSchema.href, extra), { tsx: true });
          expect(run.code).toBe(1);
          const tables = await admin.query('SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1', [schema]);
          expect(tables.rows[0].n).toBe(0);
        }
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    });
  },
);
