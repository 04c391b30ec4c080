/**
 * Refusals at start-up (docs/decisions/0035-safe-by-default.md, 0069-production-refusals.md). Each
 * is one line that says what is wrong and how to fix it; main.ts prints it and exits 1. Every check
 * of the environment runs before the database is opened, so a refusal touches nothing.
 */
import { closeSync, ftruncateSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock } from 'fs-native-extensions';
import type { Config } from './config';
import type { Db } from './db/client';
import { DEMO_USERS } from './sandbox/demo/seed';

type Env = Record<string, string | undefined>;

export class StartupRefusal extends Error {}

/**
 * What an operator may knowingly run production with: named in PRODUCTION_ALLOW (comma-separated),
 * then warned about at every start instead of refused.
 */
export const PRODUCTION_EXCEPTIONS = {
  'embedded-database':
    'production runs on the embedded PGlite database: one process only (no second instance, no rolling restart), and no fsync of its own; keep backups (docs/operations.md)',
  'rate-limit-scale': 'RATE_LIMIT_SCALE is not 1: every rate limit (login, reset, registration) is scaled by it',
} as const;
export type ProductionException = keyof typeof PRODUCTION_EXCEPTIONS;

/** One production rule: the refusal (undefined when the setting is fine) and the exception that lets it pass. */
interface ProductionRule {
  check: (config: Config, env: Env) => string | undefined;
  allowedBy?: ProductionException;
}

/** Variables that only the sandbox reads, or that exist to slow it down for tests. */
const sandboxVariables = (env: Env) => Object.keys(env).filter((k) => k.startsWith('SANDBOX_') && env[k]?.trim());

const RECEIPT_SELLER_VARIABLES = ['RECEIPT_SELLER_NAME', 'RECEIPT_SELLER_ADDRESS', 'INVOICE_REGISTRATION_NUMBER'];

/**
 * What production refuses, in the order an operator meets it (docs/decisions/0069). A rule reads the
 * config as far as it could be read: a malformed setting is a configuration error already (config.ts),
 * and its rule must not say it again in other words.
 */
export const PRODUCTION_RULES: ProductionRule[] = [
  {
    check: (_c, env) =>
      env.PUBLIC_URL?.trim()
        ? undefined
        : 'PUBLIC_URL is not set: production needs it for the links in mails (e.g. PUBLIC_URL=https://portal.example.jp)',
  },
  {
    // No HSTS, no Secure cookies, links in mails that can be rewritten on the way. Behind a proxy
    // that terminates TLS, PUBLIC_URL is still the https address customers use.
    check: (c) =>
      c.publicUrl?.startsWith('http:')
        ? `PUBLIC_URL ${c.publicUrl} is http: production is served to customers over https (behind a TLS-terminating proxy too, PUBLIC_URL is the https address they use)`
        : undefined,
  },
  // A key generated into the database sits next to the data it protects: one dump gives both.
  {
    check: (c) =>
      c.tokenSecret ? undefined : 'TOKEN_SECRET is not set: production needs a key kept outside the database (openssl rand -base64 48)',
  },
  {
    // Any of them set but unusable is a configuration error of its own (config.ts), not "not set".
    check: (_c, env) =>
      RECEIPT_SELLER_VARIABLES.some((v) => env[v]?.trim())
        ? undefined
        : 'RECEIPT_SELLER_NAME, RECEIPT_SELLER_ADDRESS and INVOICE_REGISTRATION_NUMBER are not set: receipts must name the seller and its qualified-invoice registration number (T and 13 digits)',
  },
  {
    check: (_c, env) =>
      env.SEED_DEMO === '1' ? 'SEED_DEMO=1 in production: demo accounts have a published password; unset it' : undefined,
  },
  {
    check: (_c, env) => {
      const names = sandboxVariables(env);
      return names.length
        ? `${names.join(', ')} ${names.length > 1 ? 'are sandbox settings' : 'is a sandbox setting'} (test timings and fault injection); unset in production`
        : undefined;
    },
  },
  {
    check: (c) =>
      c.rateLimitScale === 1
        ? undefined
        : `RATE_LIMIT_SCALE=${c.rateLimitScale}: production keeps the rate limits as designed; unset it, or add rate-limit-scale to PRODUCTION_ALLOW`,
    allowedBy: 'rate-limit-scale',
  },
  {
    check: (_c, env) =>
      env.DATABASE_URL?.trim()
        ? undefined
        : 'DATABASE_URL is not set: production on the embedded PGlite is one process without fsync; set DATABASE_URL=postgres://…, or add embedded-database to PRODUCTION_ALLOW for a single small deployment',
    allowedBy: 'embedded-database',
  },
];

/** PRODUCTION_ALLOW parsed; an unknown name is a refusal (a typo must not silently allow nothing). */
export function productionExceptions(env: Env): { allowed: Set<ProductionException>; unknown: string[] } {
  const names = (env.PRODUCTION_ALLOW ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known = names.filter((n): n is ProductionException => n in PRODUCTION_EXCEPTIONS);
  return { allowed: new Set(known), unknown: names.filter((n) => !(n in PRODUCTION_EXCEPTIONS)) };
}

/**
 * Every production refusal at once (an operator fixes the configuration in one go), and the warnings
 * of the exceptions PRODUCTION_ALLOW takes. Sandbox mode: none.
 */
export function productionRefusals(config: Config, env: Env): { refusals: string[]; warnings: string[] } {
  if (config.mode !== 'production') return { refusals: [], warnings: [] };
  const { allowed, unknown } = productionExceptions(env);
  const refusals = unknown.length
    ? [`PRODUCTION_ALLOW names ${unknown.join(', ')}: it takes ${Object.keys(PRODUCTION_EXCEPTIONS).join(', ')}`]
    : [];
  const warnings: string[] = [];
  for (const rule of PRODUCTION_RULES) {
    const refusal = rule.check(config, env);
    if (!refusal) continue;
    if (rule.allowedBy && allowed.has(rule.allowedBy))
      warnings.push(`PRODUCTION_ALLOW=${rule.allowedBy}: ${PRODUCTION_EXCEPTIONS[rule.allowedBy]}`);
    else refusals.push(refusal);
  }
  return { refusals, warnings };
}

/** The key that marks a database as having served in sandbox mode (main.ts sets it). */
export const SANDBOX_MARKER = 'sandbox_data';

/** Marks the database as a sandbox's, so production later knows it holds made-up data. */
export async function markSandboxDatabase(db: Db, nowMs: number): Promise<void> {
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    SANDBOX_MARKER,
    new Date(nowMs).toISOString(),
  ]);
}

/**
 * Production never runs on a database that a sandbox wrote to or that holds the demo accounts.
 * Asked before migrating: a database without our tables yet has neither.
 */
export async function refuseSandboxDatabase(config: Config, db: Db): Promise<void> {
  if (config.mode !== 'production') return;
  const [tables] = await db.query<{ settings: boolean; users: boolean }>(
    "SELECT to_regclass('app_settings') IS NOT NULL AS settings, to_regclass('users') IS NOT NULL AS users",
  );
  const marked = tables?.settings
    ? (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_settings WHERE key IN ($1, 'demo_seeded')", [SANDBOX_MARKER]))[0]!
        .n
    : 0;
  const demo = tables?.users
    ? (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM users WHERE lower(email) = ANY($1::text[]) OR lower(email) LIKE '%@demo.test'",
          [DEMO_USERS.map((u) => u.email.toLowerCase())],
        )
      )[0]!.n
    : 0;
  if (marked > 0 || demo > 0) {
    throw new StartupRefusal(
      'the database holds sandbox or demo data (published demo passwords, made-up SIMs): production needs a database that never ran in sandbox mode',
    );
  }
}

const LOCK_FILE = 'portal.lock';

/**
 * An exclusive lock on an embedded database's directory: PGlite is one process's database, and two
 * processes on one directory each overwrite the other's writes. The lock is the kernel's (an open
 * file description lock, fcntl F_OFD_SETLK, through fs-native-extensions): it holds against a process
 * in another PID namespace (two containers sharing a volume) and the kernel drops it when its
 * process dies, however it dies. The file also holds the owner's pid, for the refusal's message.
 * Returns the release function (exit releases it anyway).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const fd = openSync(join(dir, LOCK_FILE), 'a+');
  if (!tryLock(fd)) {
    const buf = Buffer.alloc(32);
    const owner = buf
      .subarray(0, readSync(fd, buf, 0, buf.length, 0))
      .toString()
      .trim();
    closeSync(fd);
    throw new StartupRefusal(
      `DATA_DIR ${dir} is in use by another process${owner ? ` (pid ${owner}, maybe in another container)` : ''}: two processes on one embedded database lose each other's writes; stop it or use DATABASE_URL`,
    );
  }
  ftruncateSync(fd, 0);
  writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    closeSync(fd);
  };
}
