import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { loadMigrations } from '../db/migrate';

/**
 * /healthz: the process answers (a liveness probe restarts it when it does not).
 * /readyz: it should get traffic — database reachable, every migration applied, job engine running
 * and not shutting down (docs/decisions/0042). 503 with the failing checks otherwise.
 */
export interface ReadinessHooks {
  draining?: () => boolean;
  jobsRunning?: () => boolean;
  /** The job engine's state, shown as is unless 'running' (then 'ok'); takes precedence over jobsRunning. */
  jobsState?: () => string;
  /** Jobs in the dead-letter queue by the job they came from: shown, but no reason to take traffic away. */
  deadLetters?: () => Promise<Record<string, number>>;
}

export function healthRoutes(db: Db, hooks: ReadinessHooks = {}) {
  const app = new Hono<AppEnv>();
  let expected: Promise<string[]> | undefined;
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const checks: Record<string, 'ok' | string> = {};
    if (hooks.draining?.()) checks.shutdown = 'shutting down';
    try {
      expected ??= loadMigrations().then((ms) => ms.map((m) => m.name));
      const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
      const pending = (await expected).filter((n) => !applied.has(n));
      checks.database = 'ok';
      checks.migrations = pending.length ? `pending: ${pending.join(', ')}` : 'ok';
    } catch (err) {
      checks.database = `unreachable: ${err instanceof Error ? err.message : String(err)}`;
    }
    if (hooks.jobsState) checks.jobs = hooks.jobsState() === 'running' ? 'ok' : hooks.jobsState();
    else if (hooks.jobsRunning) checks.jobs = hooks.jobsRunning() ? 'ok' : 'stopped';
    const ready = Object.values(checks).every((v) => v === 'ok');
    const deadLetters = checks.database === 'ok' ? await hooks.deadLetters?.().catch(() => undefined) : undefined;
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ready ? 'ready' : 'not ready', checks, ...(deadLetters ? { jobs: { deadLetters } } : {}) }, ready ? 200 : 503);
  });
  return app;
}
