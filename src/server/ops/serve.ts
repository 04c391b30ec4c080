import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { flushLog, type Logger } from './log';
import { armShutdownWatchdog } from './watchdog';

export interface ServeOptions {
  port: number;
  host: string | undefined;
  log: Logger;
  /** The start-up line's first words ("Portal (…)"). */
  what: string;
  /** After SIGTERM, /readyz says 503 this long before the listener closes (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** Then requests in flight get this long before the process exits anyway (SHUTDOWN_TIMEOUT_MS). */
  graceMs: number;
  /** Called at once on SIGTERM: /readyz fails from now on. */
  drain: () => void;
  /** Called once no request is in flight: job workers, background work, the database. */
  close: () => Promise<void>;
}

/**
 * Serves `app`; SIGTERM/SIGINT drain it in this order (docs/decisions/0042, 0068):
 *   1. /readyz answers 503 at once; the listener stays open SHUTDOWN_DELAY_MS for the load balancer
 *      to notice, and every answer from now on says `Connection: close`;
 *   2. the listener closes and idle keep-alive connections are closed;
 *   3. every request in flight finishes: counted at the app, so a request whose client went away
 *      still finishes before the database closes under it;
 *   4. `close()`: job workers, background work, the pool; exit 0.
 * The whole of it is bounded by SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS: on the main thread if it is
 * free (exit 1), else by the watchdog thread a quarter second later (SIGKILL).
 */
export function serveWithShutdown(app: Hono<AppEnv>, o: ServeOptions): void {
  let inFlight = 0;
  let idle: (() => void) | undefined;
  let draining = false;
  const server = serve(
    {
      fetch: async (request, env) => {
        inFlight++;
        try {
          return await app.fetch(request, env);
        } finally {
          if (--inFlight === 0) idle?.();
        }
      },
      port: o.port,
      ...(o.host ? { hostname: o.host } : {}),
    },
    (info) => o.log.info(`${o.what} listening on http://localhost:${info.port}`),
  );
  // Before the app's own handler: the header must be set before the answer is written.
  server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close');
  });

  const noneInFlight = () => new Promise<void>((resolve) => (inFlight === 0 ? resolve() : (idle = resolve)));
  const stop = async (signal: string) => {
    if (draining) return;
    draining = true;
    o.drain();
    const deadlineMs = o.delayMs + o.graceMs;
    o.log.info({ signal, deadline_ms: deadlineMs }, `${signal}: shutting down`);
    armShutdownWatchdog(deadlineMs + 250);
    setTimeout(() => {
      o.log.error({ in_flight: inFlight }, 'shutdown took too long; exiting');
      void flushLog(o.log, 200).then(() => process.exit(1));
    }, deadlineMs).unref();

    await new Promise((resolve) => setTimeout(resolve, o.delayMs));
    // No new connections; keep-alive connections end with their current answer (Connection: close).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection busy at close time becomes idle between its requests: close it then,
    // or close() waits for it until the deadline.
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 50).unref();
    }
    await Promise.all([closed, noneInFlight()]);
    try {
      await o.close();
      o.log.info('stopped');
      await flushLog(o.log);
      process.exit(0);
    } catch (err) {
      o.log.error({ err }, 'closing down failed');
      await flushLog(o.log);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
