/**
 * The databases the SIGKILL suites run the API on, the same on every restart: PGlite in a DATA_DIR (a
 * killed PGlite must reopen it) or, with TEST_DATABASE_URL, a PostgreSQL schema of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPgDb, createPgliteDb, type Db } from '@/server/db/client';
import { pgliteDataDirFromTemplate } from './harness';

export interface Target {
  /** Environment of the API naming the database; the same on every restart. */
  env: Record<string, string>;
  /** The database itself, once no API runs on it. */
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

export async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-kill-'));
  // The migrated template instead of an initdb in WebAssembly at the first start: seconds saved.
  await pgliteDataDirFromTemplate(dataDir);
  return {
    env: { DATA_DIR: dataDir },
    open: () => createPgliteDb({ dataDir }),
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(url: string): Promise<Target> {
  const schema = `kill_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: withSchema.toString() },
    open: async () => createPgDb({ connectionString: url, schema, max: 2 }),
    cleanup: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      // The job engine's schema beside it (decision 0050).
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
      await admin.end();
    },
  };
}

/** The target this run tests on: PostgreSQL when TEST_DATABASE_URL names one, else PGlite. */
export const killTarget = (): Promise<Target> =>
  process.env.TEST_DATABASE_URL ? postgresTarget(process.env.TEST_DATABASE_URL) : pgliteTarget();
