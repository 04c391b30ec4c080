/**
 * One fresh API + database per test file.
 *
 * - Default: in-memory PGlite. Creating one from scratch costs seconds (initdb in WebAssembly), so the
 *   first file to run builds a migrated template, dumps it to the OS temp dir (keyed by a hash of the
 *   migrations) and every file after starts from that dump in about half a second.
 * - TEST_DATABASE_URL set: a fresh schema in that PostgreSQL per file, dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { Hono } from 'hono';
import type { LoginResponse, SimType } from '@/contract';
import { createApp, sandboxGatewayOf, sandboxSeamsFor } from '@/server/app';
import type { Seams } from '@/server/ops/seams';
import { loadConfig, type Config } from '@/server/config';
import type { AppEnv } from '@/server/context';
import { createPgDb, createPgliteDb, type Db } from '@/server/db/client';
import { loadMigrations, migrate } from '@/server/db/migrate';
import { seedDemoData } from '@/server/sandbox/demo/seed';
import { TEST_CLIENT_IP_HEADER } from '@/server/http/client-ip';

/** 2026-04-01 09:00 JST: a fixed start so dates in assertions do not depend on the day tests run. */
export const T0 = Date.UTC(2026, 3, 1, 0, 0, 0);
export const DAY = 24 * 60 * 60 * 1000;

export interface Clock {
  now: number;
  advance(ms: number): void;
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** Sent verbatim instead of JSON.stringify(body). */
  raw?: string;
}

export interface Harness {
  app: Hono<AppEnv>;
  /** The sandbox gateway's pages (wallets, store slip) over the same database: another origin in a browser. */
  gateway: Hono<AppEnv>;
  db: Db;
  config: Config;
  clock: Clock;
  request<T = any>(method: string, path: string, body?: unknown, opts?: RequestOptions): Promise<TestResponse<T>>;
  /** POST /api/{lng}/{path}, lng 'en' unless the path starts with one. */
  post<T = any>(path: string, body?: unknown, opts?: RequestOptions): Promise<TestResponse<T>>;
  get<T = any>(path: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  /** A new unregistered SIM through the sandbox endpoint. */
  newSim(type?: SimType): Promise<{ iccid: string; activation_code: string }>;
  /**
   * The token of the newest registration link mailed to `email` (sandbox mailbox, as a customer reads
   * it); undefined when none came.
   */
  registrationToken(email: string): Promise<string | undefined>;
  /** Registers a new customer on a new SIM: register, the link from the mail, confirm. Returns what confirm returned plus the credentials. */
  register(overrides?: Record<string, unknown>, type?: SimType): Promise<{ email: string; password: string; login: LoginResponse }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  config?: Partial<Config>;
  seed?: boolean;
  /** Seams to use instead of the sandbox's (the rest stay the sandbox's). */
  seams?: (sandbox: Seams) => Partial<Seams>;
}

const require = createRequire(import.meta.url);

async function templateKey(): Promise<string> {
  const h = createHash('sha256');
  // The package does not export its package.json; its version is read next to the resolved entry.
  const entry = require.resolve('@electric-sql/pglite');
  h.update(await readFile(join(dirname(entry), '..', 'package.json')));
  for (const m of await loadMigrations()) h.update(m.name).update(m.sql);
  return h.digest('hex').slice(0, 16);
}

const templateFile = async () => join(tmpdir(), `prepaid-portal-pglite-${await templateKey()}.tar`);

/** A fresh in-memory PGlite with every migration applied, copied from the migrated template. */
export async function pgliteFromTemplate(): Promise<Db> {
  const file = await templateFile();
  if (existsSync(file)) {
    try {
      return await createPgliteDb({ loadDataDir: new Blob([await readFile(file)]) });
    } catch {
      // A truncated or foreign file: fall through and rebuild it.
    }
  }
  const db = await createPgliteDb();
  await migrate(db);
  const dump = await db.pglite.dumpDataDir('none');
  // Write then rename: a file running in parallel never reads half a template.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file);
  return db;
}

/** Fills an empty DATA_DIR with the migrated template: for suites that run the API as a process on it. */
export async function pgliteDataDirFromTemplate(dataDir: string): Promise<void> {
  const file = await templateFile();
  if (!existsSync(file)) await (await pgliteFromTemplate()).close();
  const db = await createPgliteDb({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  await db.close();
}

async function postgresSchema(url: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createPgDb({ connectionString: url, schema, max: 4 });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

let emailCounter = 0;

export function validRegistration(activation_code: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: `user${process.pid}-${++emailCounter}-${randomBytes(3).toString('hex')}@example.test`,
    password: 'Secret123!',
    activation_code,
    full_name: 'Sato Kenji',
    purpose_of_use: 'travel',
    nationality: 'JP',
    gender: 'male',
    date_of_birth: '1992-03-14',
    affiliation: 'Tokyo Univ.',
    agree_privacy: true,
    agree_terms: true,
    agree_notice: true,
    ...overrides,
  };
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const clock: Clock = {
    now: T0,
    advance(ms) {
      this.now += ms;
    },
  };
  const url = process.env.TEST_DATABASE_URL;
  let db: Db;
  let drop: () => Promise<void>;
  if (url) {
    ({ db, drop } = await postgresSchema(url));
  } else {
    db = await pgliteFromTemplate();
    drop = () => db.close();
  }
  if (options.seed) await seedDemoData(db, clock.now);

  // Limits are tested on their own (rate-limit tests pass rateLimitScale: 1); elsewhere they'd only get in the way.
  // Sessions' absolute lifetime likewise (attacks/account-attacks.test.ts tests it): suites move the clock by months.
  const config = loadConfig({}, { rateLimitScale: 1000, sessionMaxSeconds: 10 * 365 * 86400, now: () => clock.now, ...options.config });
  const sandbox = sandboxSeamsFor(db, config);
  const app = createApp({ db, config, seams: { ...sandbox, ...options.seams?.(sandbox) } });

  const request = async <T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<TestResponse<T>> => {
    // Loopback by default: the sandbox mailbox answers only this machine (a test's "socket").
    const headers: Record<string, string> = { [TEST_CLIENT_IP_HEADER]: opts.ip ?? '127.0.0.1', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined = opts.raw;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const res = await app.request(path, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  const apiPath = (p: string) => (/^(ja|en|zh|tw|vi)\//.test(p) ? `/api/${p}` : `/api/en/${p}`);

  const h: Harness = {
    app,
    gateway: config.mode === 'sandbox' ? sandboxGatewayOf(app) : new (app.constructor as new () => Hono<AppEnv>)(),
    db,
    config,
    clock,
    request,
    post: (path, body, opts) => request('POST', apiPath(path), body ?? {}, opts),
    get: (path, opts) => request('GET', apiPath(path), undefined, opts),
    async newSim(type = 'physical_sim') {
      const res = await request<{ iccid: string; activation_code: string }>('POST', '/api/sandbox/sims', { type });
      if (res.status !== 201) throw new Error(`sandbox sim: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async registrationToken(email) {
      const res = await request<{ text: string }[]>('GET', `/api/sandbox/mail?to=${encodeURIComponent(email)}`);
      for (const mail of res.body) {
        const m = /\/confirmRegistration\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
        if (m) return m[1];
      }
      return undefined;
    },
    async register(overrides = {}, type = 'physical_sim') {
      const sim = await h.newSim(type);
      const body = validRegistration(sim.activation_code, overrides);
      const res = await h.post('auth/register', body);
      if (res.status !== 202) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
      const token = await h.registrationToken(body.email as string);
      if (!token) throw new Error(`register: no confirmation mail to ${body.email}`);
      const confirmed = await h.post('auth/register_confirm', { token, password: body.password });
      if (confirmed.status !== 201) throw new Error(`register_confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
      return { email: body.email as string, password: body.password as string, login: confirmed.body };
    },
    close: drop,
  };
  return h;
}

/** Rows of a table, for "nothing was created" assertions. */
export async function count(
  db: Db,
  table: 'users' | 'sims' | 'refresh_tokens' | 'password_resets' | 'outbox' | 'pending_registrations',
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return row?.n ?? 0;
}
