import { Hono } from 'hono';
import type { AppEnv } from '@/server/context';
import type { Db } from '@/server/db/client';
import { loadMigrations } from '@/server/db/migrate';
import { processLog, type Logger } from './log';

/**
 * /healthz: the process answers (a liveness probe restarts it when it does not).
 * /readyz: it should get traffic — database reachable, every migration applied, job engine running
 * and not shutting down (docs/decisions/0042). 503 with the failing checks otherwise. The answer is
 * public: it names the check that failed, never the error (a database's host and port); the error
 * goes to the log, once when the check starts failing and then at most every 30 s.
 */
export interface ReadinessHooks {
  draining?: () => boolean;
  jobsRunning?: () => boolean;
  /** The job engine's state, shown as is unless 'running' (then 'ok'); takes precedence over jobsRunning. */
  jobsState?: () => string;
  /** Jobs in the dead-letter queue by the job they came from: shown, but no reason to take traffic away. */
  deadLetters?: () => Promise<Record<string, number>>;
}

const LOG_EVERY_MS = 30_000;

export function healthRoutes(db: Db, hooks: ReadinessHooks = {}, log?: Logger) {
  const app = new Hono<AppEnv>();
  let expected: Promise<string[]> | undefined;
  let lastLogged = 0;
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    // Shutting down: out of the rotation at once, without waiting on a busy database.
    if (hooks.draining?.()) return c.json({ status: 'not ready', checks: { shutdown: 'shutting down' } }, 503);
    const checks: Record<string, 'ok' | string> = {};
    try {
      expected ??= loadMigrations().then((ms) => ms.map((m) => m.name));
      const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
      const pending = (await expected).filter((n) => !applied.has(n));
      checks.database = 'ok';
      checks.migrations = pending.length ? `pending: ${pending.join(', ')}` : 'ok';
      lastLogged = 0;
    } catch (err) {
      checks.database = 'unreachable';
      if (Date.now() - lastLogged > LOG_EVERY_MS) {
        lastLogged = Date.now();
        (log ?? processLog()).error({ err }, 'readiness: the database is unreachable');
      }
    }
    if (hooks.jobsState) checks.jobs = hooks.jobsState() === 'running' ? 'ok' : hooks.jobsState();
    else if (hooks.jobsRunning) checks.jobs = hooks.jobsRunning() ? 'ok' : 'stopped';
    const ready = Object.values(checks).every((v) => v === 'ok');
    const deadLetters = checks.database === 'ok' ? await hooks.deadLetters?.().catch(() => undefined) : undefined;
    return c.json({ status: ready ? 'ready' : 'not ready', checks, ...(deadLetters ? { jobs: { deadLetters } } : {}) }, ready ? 200 : 503);
  });
  return app;
}
