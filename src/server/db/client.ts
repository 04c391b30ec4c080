import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { processLog } from '@/server/ops/log';
import { markDatabaseError } from './database-error';

/**
 * The whole database surface the API uses: parameterised queries, transactions and multi-statement
 * scripts (migrations). Two implementations run the same SQL: embedded PGlite (default, tests) and
 * node-postgres (DATABASE_URL). Write SQL so both return the same JS types: cast counts and other
 * bigints to int, use timestamptz (both give a Date) rather than date (pg parses it in local time).
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; a throw rolls back. Nested calls join the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

type PgliteRunner = Pick<PGlite, 'query' | 'exec'>;

/** The Db a transaction's Db was opened from: what belongs to the database (its mail key) is found there. */
const roots = new WeakMap<Db, Db>();
export const rootOf = (db: Db): Db => roots.get(db) ?? db;

/** Runs a call of the driver; whatever it throws is marked as our database's (db/database-error.ts). */
async function driver<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw markDatabaseError(err);
  }
}

/**
 * A transaction: `run` passes the body's promise through `body`. The body may throw errors that are
 * not the database's (a refusal, a seam's failure): only what the driver threw around it (BEGIN,
 * COMMIT, a lost connection) is marked; the body's own queries marked theirs.
 */
async function transaction<T>(run: (body: (work: Promise<T>) => Promise<T>) => Promise<T>): Promise<T> {
  const fromBody = new WeakSet<object>();
  const body = (work: Promise<T>) =>
    work.catch((err: unknown) => {
      if (typeof err === 'object' && err !== null) fromBody.add(err);
      throw err;
    });
  try {
    return await run(body);
  } catch (err) {
    throw typeof err === 'object' && err !== null && fromBody.has(err) ? err : markDatabaseError(err);
  }
}

function pgliteRunner(runner: PgliteRunner, inTx: boolean, root: PGlite): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await driver(() => runner.query<T>(sql, params))).rows;
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (inTx) return fn(db);
      // PGlite is a single connection: while this runs, other queries wait their turn.
      return transaction<T>((body) =>
        root.transaction((t) => {
          const inner = pgliteRunner(t, true, root);
          roots.set(inner, rootOf(db));
          return body(fn(inner));
        }),
      );
    },
    async exec(sql: string) {
      await driver(() => runner.exec(sql));
    },
    async close() {
      if (!root.closed) await root.close();
    },
  };
  return db;
}

export interface PgliteOptions {
  /** Directory of the database files; none = in memory (tests). */
  dataDir?: string;
  /** A tarball from `dumpDataDir` to start from (the test harness's migrated template). */
  loadDataDir?: Blob;
}

export async function createPgliteDb(options: PgliteOptions = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return Object.assign(pgliteRunner(pglite, false, pglite), { pglite });
}

type Queryable = Pick<pg.PoolClient, 'query'>;

function pgRunner(runner: Queryable, pool: pg.Pool | null, end: () => Promise<void>): Db {
  const db: Db = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await driver(() => runner.query(sql, params))).rows as T[];
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (!pool) return fn(db);
      return transaction<T>(async (body) => {
        const client = await pool.connect();
        // A connection lost while checked out (the database restarting mid-transaction) is an 'error'
        // event on the client, which the pool listens for only while the client is idle: unheard, it
        // would end the process. The transaction's own query fails with it and answers 503.
        const onLost = (err: Error) => processLog().warn({ err }, 'a database connection was lost during a transaction');
        client.on('error', onLost);
        try {
          await client.query('BEGIN');
          const inner = pgRunner(client, null, end);
          roots.set(inner, rootOf(db));
          const result = await body(fn(inner));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw err;
        } finally {
          client.off('error', onLost);
          client.release();
        }
      });
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await driver(() => runner.query(sql));
    },
    close: end,
  };
  return db;
}

export interface PgOptions {
  connectionString: string;
  /** Schema to work in (tests get a fresh one per file); it must exist. */
  schema?: string;
  max?: number;
  /** How long a query waits for a connection to be made before failing (then a 503, decision 0070). Default 5 s. */
  connectTimeoutMs?: number;
}

export function createPgDb(options: PgOptions): Db & { pool: pg.Pool } {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error('bad schema name');
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // A database that does not answer (host down, network cut) fails the request in seconds, not never.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    // A connection silently cut (failover, a NAT forgetting it) is noticed and replaced.
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => processLog().warn({ err }, 'an idle database connection failed; the next query opens a new one'));
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await pool.end();
  };
  return Object.assign(pgRunner(pool, pool, end), { pool });
}

/** The database could not be reached at start-up: main.ts prints the message as one line. */
export class DatabaseUnreachable extends Error {}

/** host:port of a database URL, for the operator's console (never the password). */
export function databaseAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * DATABASE_URL → PostgreSQL (DATABASE_POOL_MAX connections, default 10, checked by config.ts), else
 * PGlite in DATA_DIR (default `.data`). A database that cannot be reached is a DatabaseUnreachable.
 */
export async function openDbFromEnv(env: Record<string, string | undefined> = process.env): Promise<{ db: Db; description: string }> {
  if (env.DATABASE_URL) {
    // Several instances share the server's max_connections: each one's pool is part of that budget.
    const max = env.DATABASE_POOL_MAX ? Number(env.DATABASE_POOL_MAX) : 10;
    const db = createPgDb({ connectionString: env.DATABASE_URL, max });
    try {
      await db.query('SELECT 1');
    } catch (err) {
      await db.close().catch(() => undefined);
      const e = err as { code?: string; message?: string; errors?: { code?: string }[] };
      // A socket error's code (ECONNREFUSED), else the server's own words (password authentication failed …).
      const why = e.errors?.[0]?.code ?? (e.code && /^E[A-Z]+$/.test(e.code) ? e.code : (e.message ?? String(err)));
      throw new DatabaseUnreachable(
        `cannot reach the database at ${databaseAddress(env.DATABASE_URL)} (${why}); check DATABASE_URL and that PostgreSQL is up`,
      );
    }
    return { db, description: 'PostgreSQL (DATABASE_URL)' };
  }
  const dataDir = env.DATA_DIR || '.data';
  const db = await createPgliteDb({ dataDir });
  return { db, description: `embedded PGlite in ${dataDir}` };
}

/** Postgres' unique_violation, as raised by both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return false;
  if (constraint === undefined) return true;
  return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(`"${constraint}"`));
}
