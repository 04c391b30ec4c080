import type { Db } from '../db/client';
import type { Logger } from './log';

/**
 * Periodic jobs ("sweeps") shared by every API instance on one database (docs/decisions/0040). Each
 * instance ticks; a tick runs the sweep only if it moves the sweep's `next_run_at` in job_sweeps
 * forward with one conditional UPDATE, so per interval exactly one instance runs it. A failing run
 * is logged and kept in `last_error`; the next interval tries again (the work lives in the
 * database). Registering a sweep is one line:
 *
 *   jobs.sweep('order-deadlines', 10_000, () => expireOrders(db, now()));
 */
export interface Jobs {
  sweep(name: string, intervalMs: number, run: () => Promise<unknown>): void;
  /** Starts ticking (after every sweep is registered). */
  start(): void;
  /** No new runs; resolves when the ones in flight are done. */
  stop(): Promise<void>;
  /** For /readyz: started and not stopped. */
  running(): boolean;
}

interface Sweep {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  inFlight?: Promise<void>;
}

export function createJobs(db: Db, log: Logger): Jobs {
  const sweeps: Sweep[] = [];
  let state: 'new' | 'running' | 'stopped' = 'new';

  async function claim(s: Sweep): Promise<boolean> {
    await db.query('INSERT INTO job_sweeps (name, next_run_at) VALUES ($1, clock_timestamp()) ON CONFLICT (name) DO NOTHING', [s.name]);
    const won = await db.query(
      `UPDATE job_sweeps SET next_run_at = clock_timestamp() + $2 * interval '1 millisecond', runs = runs + 1, last_run_at = clock_timestamp()
        WHERE name = $1 AND next_run_at <= clock_timestamp() RETURNING runs`,
      [s.name, s.intervalMs],
    );
    return won.length === 1;
  }

  async function tick(s: Sweep): Promise<void> {
    try {
      if (state !== 'running' || !(await claim(s))) return;
      await s.run();
    } catch (err) {
      log.error({ job: s.name, err }, 'job run failed');
      await db.query('UPDATE job_sweeps SET last_error = $2 WHERE name = $1', [s.name, String(err instanceof Error ? err.message : err).slice(0, 500)]).catch(() => undefined);
    }
  }

  return {
    sweep(name, intervalMs, run) {
      if (sweeps.some((s) => s.name === name)) throw new Error(`job ${name} registered twice`);
      sweeps.push({ name, intervalMs, run });
    },
    start() {
      if (state !== 'new') return;
      state = 'running';
      for (const s of sweeps) {
        // Ticking a little more often than the interval keeps the gap between runs near the interval
        // whichever instance wins; a tick never overlaps this instance's previous one.
        s.timer = setInterval(() => {
          if (s.inFlight) return;
          s.inFlight = tick(s).finally(() => (s.inFlight = undefined));
        }, Math.max(50, Math.floor(s.intervalMs / 2)));
        s.timer.unref();
      }
    },
    async stop() {
      state = 'stopped';
      for (const s of sweeps) clearInterval(s.timer);
      await Promise.all(sweeps.map((s) => s.inFlight));
    },
    running: () => state === 'running',
  };
}
