import { readFileSync } from 'node:fs';
import { Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ShutdownTimes } from '@/server/config';
import type { AppEnv } from '@/server/context';
import { trackConnections } from './connections';
import { flushLog, type Logger } from './log';
import { ReadinessPollers } from './readiness-pollers';
import { armShutdownWatchdog } from './watchdog';

export interface ServeOptions {
  port: number;
  host: string | undefined;
  log: Logger;
  /** The start-up line's first words ("Portal (…)"). */
  what: string;
  /** SHUTDOWN_DELAY_MS and SHUTDOWN_TIMEOUT_MS. */
  shutdown: ShutdownTimes;
  /** Called at once on SIGTERM: /readyz fails from now on. */
  drain: () => void;
  /** Called once no request is in flight: job workers, background work, the database. */
  close: () => Promise<void>;
}

/**
 * Serves `app`; SIGTERM/SIGINT drain it in this order (docs/decisions/0042, 0068, 0146), losing no
 * request that was written to it:
 *   1. /readyz answers 503 at once; the listener stays open for the delay (SHUTDOWN_DELAY_MS, or by
 *      default long enough for whoever polls /readyz to notice: ops/readiness-pollers.ts), every
 *      answer saying `Connection: close` so that clients of a connection-level balancer reconnect
 *      elsewhere;
 *   2. answers keep their connections again, until no new connection has come for a moment and the
 *      kernel holds none waiting (closing the listener resets those, whose clients did send a
 *      request); then the listener closes: from now on a new connection is refused, never reset;
 *   3. every answer says `Connection: close`; a kept-alive connection is closed by its client after
 *      that answer, or by us once it has been quiet a second (ops/connections.ts);
 *   4. every request in flight finishes: counted at the app, so a request whose client went away
 *      still finishes before the database closes under it;
 *   5. `close()`: job workers, background work, the pool; exit 0.
 * The whole of it is bounded by the delay + SHUTDOWN_TIMEOUT_MS: on the main thread if it is free
 * (exit 1), else by the watchdog thread a quarter second later (SIGKILL).
 */
/** Idle keep-alive connections stay open this long: longer than a load balancer's idle timeout. */
export const KEEP_ALIVE_MS = 65_000;

/** At most this long for the kernel's waiting connections to be taken before the listener closes. */
const ACCEPT_WAIT_MS = 2000;
/** No new connection for this long (and none waiting) before the listener closes. */
const SETTLED_MS = 50;

/**
 * Connections the kernel has accepted on `port` that this process has not taken yet (Linux: a
 * listening socket's rx_queue in /proc/net/tcp*). Closing the listener resets every one of them, and
 * their clients have sent a request: under load (a main thread busy for a while) there can be many.
 * Elsewhere 0: nothing to wait for. Read synchronously: a few milliseconds, where an asynchronous read
 * of these files (in 64 KB turns of a busy event loop) took seconds under load, and the listener
 * closes right after the answer, with nothing in between.
 */
function acceptQueueLength(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let queued = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table = '';
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      // not Linux, or no IPv6
    }
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      // State 0A: LISTEN; "tx_queue:rx_queue", the accept queue's length in rx_queue.
      if (state === '0A' && local?.endsWith(`:${hexPort}`)) queued += parseInt(queues?.split(':')[1] ?? '0', 16) || 0;
    }
  }
  return queued;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function serveWithShutdown(app: Hono<AppEnv>, o: ServeOptions): void {
  let inFlight = 0;
  let idle: (() => void) | undefined;
  let draining = false;
  /** Answers end their connection: during the delay, and once the listener is closed. */
  let answersClose = false;
  const pollers = new ReadinessPollers();
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
  // Node closes an idle keep-alive connection after 5 s; a load balancer (60 s idle on the common ones)
  // or a client that reuses it just then gets a reset, seen as a 502 or ECONNRESET. Outlive the balancer.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  const connections = trackConnections(server as HttpServer);
  // Node's own closeIdleConnections (also run by close()) destroys every connection without a
  // request being parsed, including one whose request is still unread in the kernel's buffer under
  // load, and one whose client is sending its next request right now: both clients get ECONNRESET for
  // a request they did send. Only quiet connections are closed (ops/connections.ts), and after the
  // poll phase, so that a request already in the kernel's buffer is read first.
  const closeQuiet = () => void setImmediate(() => connections.closeQuiet());
  Object.assign(server, { closeIdleConnections: closeQuiet });
  // Before the app's own handler: the header must be set before the answer is written.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (answersClose) res.setHeader('Connection', 'close');
    if (!draining && (req.url === '/readyz' || req.url?.startsWith('/readyz?'))) pollers.saw(req.socket.remoteAddress ?? '', Date.now());
  });

  const noneInFlight = () => new Promise<void>((resolve) => (inFlight === 0 ? resolve() : (idle = resolve)));
  const stop = async (signal: string) => {
    if (draining) return;
    draining = true;
    o.drain();
    const watched = pollers.defaultDelay(Date.now());
    const delayMs = o.shutdown.delayMs ?? watched.delayMs;
    const deadlineMs = delayMs + o.shutdown.graceMs;
    o.log.info(
      {
        signal,
        delay_ms: delayMs,
        ...(o.shutdown.delayMs === undefined ? { readyz_pollers: watched.pollers, poll_interval_ms: watched.intervalMs } : {}),
        deadline_ms: deadlineMs,
      },
      `${signal}: shutting down`,
    );
    armShutdownWatchdog(deadlineMs + 250);
    setTimeout(() => {
      o.log.error({ in_flight: inFlight }, 'shutdown took too long; exiting');
      void flushLog(o.log, 200).then(() => process.exit(1));
    }, deadlineMs).unref();

    answersClose = delayMs > 0;
    await sleep(delayMs);
    // Clients told to reconnect a moment ago stop opening connections once their answers keep them;
    // the listener closes when none has come for a moment and none waits in the kernel. Not "until
    // the queue is empty" alone: on a busy machine it is seldom seen empty, so at most ACCEPT_WAIT_MS.
    answersClose = false;
    const port = (server.address() as AddressInfo | null)?.port;
    const settling = Date.now();
    let queued = 0;
    while (Date.now() - settling < ACCEPT_WAIT_MS) {
      if (Date.now() - connections.lastAcceptedAt() >= SETTLED_MS && (queued = port ? acceptQueueLength(port) : 0) === 0) break;
      await sleep(10);
    }
    // No new connections: a client connecting now is refused (it sent nothing; any client may retry).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    o.log.info({ settled_ms: Date.now() - settling, waiting: queued, in_flight: inFlight }, 'listener closed');
    answersClose = true;
    // A connection answered just now is kept until quiet: its client is likely sending again, and
    // will be answered Connection: close.
    setInterval(closeQuiet, 100).unref();
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
