/**
 * A fresh database for a server process of a test: a PostgreSQL schema of its own when
 * TEST_DATABASE_URL is set (CI's PostgreSQL stage), else a PGlite DATA_DIR made from the migrated
 * template. `env` is what the process is started with; `drop()` removes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pgliteDataDirFromTemplate } from './harness';

export interface ProcessDb {
  kind: 'postgres' | 'pglite';
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function processDb(prefix = 'proc'): Promise<ProcessDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: withSchema.href },
      async drop() {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        // The job engine's tables, beside ours (decision 0050).
        await admin.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
        await admin.end();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  await pgliteDataDirFromTemplate(dir);
  return { kind: 'pglite', env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
}
