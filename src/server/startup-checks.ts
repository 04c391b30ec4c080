/**
 * Refusals at start-up (issue 15; docs/decisions/0035-safe-by-default.md). Each returns one line that
 * says what is wrong and how to fix it; main.ts prints it and exits 1. Kept in one small module, run
 * first thing in main, so the start-up sequence around it can change freely.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from './config';
import type { Db } from './db/client';
import { DEMO_USERS } from './db/seed';

type Env = Record<string, string | undefined>;

export class StartupRefusal extends Error {}

/** Settings a production process must have, checked before anything is opened. */
export function refuseUnsafeProductionEnv(config: Config, env: Env): void {
  if (config.mode !== 'production') return;
  if (!env.PUBLIC_URL?.trim()) {
    throw new StartupRefusal('PUBLIC_URL is not set: production needs it for the links in mails (e.g. PUBLIC_URL=https://portal.example.jp)');
  }
  if (!config.tokenSecret) {
    // A key generated into the database sits next to the data it protects: one dump gives both.
    throw new StartupRefusal('TOKEN_SECRET is not set: production needs a key kept outside the database (openssl rand -base64 48)');
  }
  if (env.SEED_DEMO === '1') throw new StartupRefusal('SEED_DEMO=1 in production: demo accounts have a published password; unset it');
}

/** The key that marks a database as having served in sandbox mode (main.ts sets it). */
export const SANDBOX_MARKER = 'sandbox_data';

/** Marks the database as a sandbox's, so production later knows it holds made-up data. */
export async function markSandboxDatabase(db: Db, nowMs: number): Promise<void> {
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [SANDBOX_MARKER, new Date(nowMs).toISOString()]);
}

/** Production never runs on a database that a sandbox wrote to or that holds the demo accounts. */
export async function refuseSandboxDatabase(config: Config, db: Db): Promise<void> {
  if (config.mode !== 'production') return;
  const [row] = await db.query<{ marked: number; demo: number }>(
    `SELECT (SELECT count(*) FROM app_settings WHERE key IN ($1, 'demo_seeded'))::int AS marked,
            (SELECT count(*) FROM users WHERE lower(email) = ANY($2::text[]) OR lower(email) LIKE '%@demo.test')::int AS demo`,
    [SANDBOX_MARKER, DEMO_USERS.map((u) => u.email.toLowerCase())],
  );
  if (row && (row.marked > 0 || row.demo > 0)) {
    throw new StartupRefusal(
      'the database holds sandbox or demo data (published demo passwords, made-up SIMs): production needs a database that never ran in sandbox mode',
    );
  }
}

const LOCK_FILE = 'portal.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on an embedded database's directory: PGlite is one process's database, and two
 * processes on one directory each overwrite the other's writes. The lock file holds the owner's pid;
 * a lock whose process is gone (SIGKILL, power cut) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new StartupRefusal(`DATA_DIR ${dir} is in use by process ${owner}: two processes on one embedded database lose each other's writes; stop it or use DATABASE_URL`);
      }
      unlinkSync(file);
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      try {
        if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
      } catch {
        // Already gone.
      }
    };
    process.once('exit', release);
    return release;
  }
  throw new StartupRefusal(`DATA_DIR ${dir} is being locked by another process at this moment; try again`);
}
