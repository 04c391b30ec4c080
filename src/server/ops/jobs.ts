import { fromPglite, PgBoss, type Db as IDatabase, type Job } from 'pg-boss';
import type { Db } from '@/server/db/client';
import type { Logger } from './log';

/**
 * Periodic jobs ("sweeps") on pg-boss, a PostgreSQL job queue, on PostgreSQL and on PGlite alike
 * (docs/decisions/0050). Registering one stays one line:
 *
 *   jobs.sweep('order-deadlines', 30_000, () => expireOverdueOrders(db, now()));
 *
 * Each sweep is a pg-boss queue with the `exclusive` policy (at most one job queued or running). Every
 * instance offers a job per interval slot (`singletonSeconds`): pg-boss's unique indexes keep one job
 * per slot however many instances offer it, and its SKIP LOCKED fetch hands that job to one worker.
 * A run that throws is retried with exponential backoff; the sweep waits meanwhile (the exclusive
 * policy), and after the retry limit the job moves to the dead-letter queue, logged at error level
 * and counted in /readyz. Our own ledger `job_sweeps` (runs, last run, last error) says what ran.
 */
export interface Jobs {
  sweep(name: string, intervalMs: number, run: () => Promise<unknown>): void;
  /**
   * Installs or migrates pg-boss's schema and starts the workers (after every sweep is registered).
   * main.ts does not wait for it before listening: /readyz says "starting" until it is done.
   */
  start(): Promise<void>;
  /** No new runs; resolves when the ones in flight are done and the engine is closed. */
  stop(): Promise<void>;
  /** For /readyz: started and not stopped. */
  running(): boolean;
  /** For /readyz: 'starting', 'running' or 'stopped' ('new' before start()). */
  state(): 'new' | 'starting' | 'running' | 'stopped';
  /** For /readyz: jobs waiting in the dead-letter queue (up to 1000), by the sweep they came from; at most 5 s old. */
  deadLetters(): Promise<Record<string, number>>;
}

export interface JobsOptions {
  /** Retries of a failing run before it is dead-lettered (default 3). */
  retryLimit?: number;
  /** First retry delay in seconds; doubles (with jitter) each retry, up to 5 minutes (default 1). */
  retryDelaySeconds?: number;
  /** The schema pg-boss keeps its tables in (default: beside ours, see bossSchema). */
  schema?: string;
  /** How long stop() waits for runs in flight (default 10 s). */
  stopTimeoutMs?: number;
}

export const DEAD_LETTER_QUEUE = 'dead-letters';

interface Sweep {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  workerId?: string;
  /** The last offer failed (database unreachable): logged once until one succeeds. */
  offerFailing?: boolean;
}

/** A database the engine can talk to: our PGlite or our node-postgres pool (db/client.ts). */
type EngineDb = Db & { pglite?: Parameters<typeof fromPglite>[0]; pool?: { query(text: string, values?: unknown[]): Promise<unknown> } };

/**
 * pg-boss on the connections the API already has: the one PGlite instance (pg-boss ships its adapter),
 * or the API's pool, so DATABASE_POOL_MAX stays the whole budget of an instance (decision 0042).
 */
function engineDatabase(db: EngineDb): IDatabase {
  if (db.pglite) return fromPglite(db.pglite);
  const pool = db.pool;
  if (!pool) throw new Error('the job engine needs a PGlite or PostgreSQL database from db/client.ts');
  return {
    async executeSql(text: string, values?: unknown[]) {
      // Several statements (pg-boss's locked blocks) come back as one result each: keep every row.
      const result = (await pool.query(text, values)) as { rows: unknown[] } | { rows?: unknown[] }[];
      return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
    },
  };
}

/**
 * pg-boss's tables live in a schema of their own: `pgboss`, or `<ours>_pgboss` when the API works in
 * another schema than public (tests give each file one), so two deployments sharing a server share
 * no queue.
 */
async function bossSchema(db: Db): Promise<string> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const ours = row?.schema ?? 'public';
  return ours === 'public' ? 'pgboss' : `${ours}_pgboss`;
}

export function createJobs(db: Db, log: Logger, options: JobsOptions = {}): Jobs {
  const sweeps: Sweep[] = [];
  let state: 'new' | 'starting' | 'running' | 'stopped' = 'new';
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  const stopRequested = () => state === 'stopped';
  let deadLetterCount: { at: number; counts: Promise<Record<string, number>> } | undefined;
  const retryLimit = options.retryLimit ?? 3;
  const retryDelay = options.retryDelaySeconds ?? 1;

  async function record(name: string, error: string | null) {
    await db
      .query(
        `INSERT INTO job_sweeps (name, runs, last_run_at, last_error) VALUES ($1, 1, clock_timestamp(), $2)
         ON CONFLICT (name) DO UPDATE SET runs = job_sweeps.runs + 1, last_run_at = clock_timestamp(), last_error = $2`,
        [name, error],
      )
      .catch((err: unknown) => log.warn({ job: name, err }, 'job ledger not updated'));
  }

  async function runOnce(s: Sweep, job: Job<unknown>) {
    try {
      await s.run();
      await record(s.name, null);
    } catch (err) {
      const message = String(err instanceof Error ? err.message : err).slice(0, 500);
      await record(s.name, message);
      const dead = job.retryCount >= retryLimit;
      if (dead)
        log.error(
          { job: s.name, id: job.id, attempts: job.retryCount + 1, err },
          `job ${s.name} failed ${job.retryCount + 1} times: moved to the dead-letter queue`,
        );
      else log.warn({ job: s.name, id: job.id, attempt: job.retryCount + 1, err }, `job ${s.name} failed; retrying`);
      throw err;
    }
  }

  /** Offers this slot's job; pg-boss keeps one per slot and none while one is waiting or running. */
  async function offer(s: Sweep) {
    if (state !== 'running' || !boss) return;
    try {
      const id = await boss.send(s.name, {}, { singletonSeconds: Math.max(1, Math.round(s.intervalMs / 1000)) });
      if (s.offerFailing) log.info({ job: s.name }, 'job offered again');
      s.offerFailing = false;
      // Ours to run: wake this instance's worker instead of waiting out its poll.
      if (id && s.workerId) boss.notifyWorker(s.workerId);
    } catch (err) {
      // Once per outage, not twice a second.
      if (state === 'running' && !s.offerFailing) log.warn({ job: s.name, err }, 'job not offered (retried every interval)');
      s.offerFailing = true;
    }
  }

  return {
    sweep(name, intervalMs, run) {
      if (state !== 'new') throw new Error(`job ${name} registered after start`);
      if (sweeps.some((s) => s.name === name)) throw new Error(`job ${name} registered twice`);
      if (intervalMs < 1000) throw new Error(`job ${name}: the shortest interval is 1 s`);
      sweeps.push({ name, intervalMs, run });
    },

    start() {
      if (state !== 'new') return starting ?? Promise.resolve();
      state = 'starting';
      starting = (async () => {
        const schema = options.schema ?? (await bossSchema(db));
        boss = new PgBoss({
          db: engineDatabase(db as EngineDb),
          backend: (db as EngineDb).pglite ? 'pglite' : 'postgres',
          schema,
          // Schedules are cron (a minute at finest); sweeps offer their own slots instead.
          schedule: false,
          // Runs of a killed instance (no heartbeat) are failed by the monitor pass, every 60 s by
          // default: every 15 s here, so a sweep waits at most ~30 s for a dead instance's run.
          superviseIntervalSeconds: 15,
          monitorIntervalSeconds: 15,
          // Completed jobs are deleted by the maintenance pass (default once a day: 260,000 rows of
          // 1-second sweeps by then); every 5 minutes keeps the job table small, on PGlite too.
          maintenanceIntervalSeconds: 300,
          instanceName: `api-${process.pid}`,
        });
        // Every worker's poll fails while the database is away: one line per 10 s, with the count.
        let lastError = 0;
        let suppressed = 0;
        boss.on('error', (err) => {
          if (Date.now() - lastError < 10_000) return void suppressed++;
          log.error({ err, suppressed }, 'job engine error');
          lastError = Date.now();
          suppressed = 0;
        });
        boss.on('warning', (w) => log.warn({ warning: w.message }, 'job engine warning'));
        // Instances starting together take turns installing the schema (pg-boss's advisory lock), but
        // on PostgreSQL the one that waited can still trip over the objects the first just made
        // (duplicate key in pg_namespace, seen with three instances): another try finds them installed.
        await boss.start({ attempts: 5 });
        await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 24 * 3600 });
        for (const s of sweeps) {
          const seconds = Math.max(1, Math.round(s.intervalMs / 1000));
          const queue = {
            retryLimit,
            retryDelay,
            retryBackoff: true,
            retryDelayMax: 300,
            // A running job's worker touches it every 5 s; one untouched for 10 s lost its instance
            // (killed) and is retried by pg-boss's supervision (every 15 s). A slow run that still
            // beats (a slow mail server) is not, up to 15 minutes.
            heartbeatSeconds: 10,
            expireInSeconds: 900,
            // Completed runs are in the ledger (job_sweeps); pg-boss keeps them 10 minutes.
            deleteAfterSeconds: 600,
            // A dead letter keeps its job's retention: 30 days for an operator to look.
            retentionSeconds: 30 * 24 * 3600,
            deadLetter: DEAD_LETTER_QUEUE,
          };
          await boss.createQueue(s.name, { ...queue, policy: 'exclusive' });
          await boss.updateQueue(s.name, queue);
          // Polling finds retries (their delay passed) and other instances' offers: within 2 s at most.
          s.workerId = await boss.work(s.name, { pollingIntervalSeconds: Math.min(2, Math.max(0.5, seconds / 2)) }, async ([job]) =>
            runOnce(s, job!),
          );
        }
        // stop() came while starting: it waits for this, then closes the engine.
        if (stopRequested()) return;
        state = 'running';
        for (const s of sweeps) {
          void offer(s);
          // Offering twice per interval keeps the gap between runs near the interval whichever
          // instance's offer lands first in a slot.
          s.timer = setInterval(() => void offer(s), Math.max(250, Math.floor(s.intervalMs / 2)));
          s.timer.unref();
        }
        log.info({ jobs: sweeps.map((s) => s.name), schema }, 'job engine (pg-boss) started');
      })();
      return starting;
    },

    async stop() {
      state = 'stopped';
      await starting?.catch(() => undefined);
      for (const s of sweeps) clearInterval(s.timer);
      if (!boss) return;
      // Workers stop fetching and the runs in flight finish; then the engine closes (not our pool).
      await Promise.all(sweeps.map((s) => boss!.offWork(s.name, { wait: true })));
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000, close: false });
    },

    running: () => state === 'running',
    state: () => state,

    deadLetters() {
      if (!boss || state !== 'running') return Promise.resolve({});
      // A load balancer polls /readyz several times a second: count at most every 5 s.
      if (deadLetterCount && Date.now() - deadLetterCount.at < 5000) return deadLetterCount.counts;
      const counts = boss.findJobs(DEAD_LETTER_QUEUE, { queued: true, limit: 1000 }).then((jobs) => {
        const bySource: Record<string, number> = {};
        for (const j of jobs) bySource[j.sourceName ?? 'unknown'] = (bySource[j.sourceName ?? 'unknown'] ?? 0) + 1;
        return bySource;
      });
      deadLetterCount = { at: Date.now(), counts };
      counts.catch(() => (deadLetterCount = undefined));
      return counts;
    },
  };
}
