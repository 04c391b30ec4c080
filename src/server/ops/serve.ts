import { readFile } from 'node:fs/promises';
import { Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ShutdownTimes } from '@/server/config';
import type { AppEnv } from '@/server/context';
import { flushLog, type Logger } from './log';
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
 * Serves `app`; SIGTERM/SIGINT drain it in this order (docs/decisions/0042, 0068):
 *   1. /readyz answers 503 at once; the listener stays open SHUTDOWN_DELAY_MS for the load balancer
 *      to notice, and every answer from now on says `Connection: close`;
 *   2. the connections already waiting in the kernel are taken, then the listener closes, and idle
 *      keep-alive connections are closed;
 *   3. every request in flight finishes: counted at the app, so a request whose client went away
 *      still finishes before the database closes under it;
 *   4. `close()`: job workers, background work, the pool; exit 0.
 * The whole of it is bounded by SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS: on the main thread if it is
 * free (exit 1), else by the watchdog thread a quarter second later (SIGKILL).
 */
/** Idle keep-alive connections stay open this long: longer than a load balancer's idle timeout. */
export const KEEP_ALIVE_MS = 65_000;

/** At most this long for the connections waiting in the kernel to be taken before the listener closes. */
const ACCEPT_WAIT_MS = 2000;

/**
 * Connections the kernel has accepted on `port` that this process has not taken yet (Linux: a
 * listening socket's rx_queue in /proc/net/tcp*). Closing the listener resets every one of them, and
 * their clients have sent a request: under load (a main thread busy for a while) there can be many.
 * Elsewhere 0: nothing to wait for.
 */
async function acceptQueueLength(port: number): Promise<number> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let queued = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const table = await readFile(file, 'utf8').catch(() => '');
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      // State 0A: LISTEN; "tx_queue:rx_queue", the accept queue's length in rx_queue.
      if (state === '0A' && local?.endsWith(`:${hexPort}`)) queued += parseInt(queues?.split(':')[1] ?? '0', 16) || 0;
    }
  }
  return queued;
}

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
  // Node closes an idle keep-alive connection after 5 s; a load balancer (60 s idle on the common ones)
  // or a client that reuses it just then gets a reset, seen as a 502 or ECONNRESET. Outlive the balancer.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  // Before the app's own handler: the header must be set before the answer is written.
  server.prependListener('request', (req, res) => {
    if (draining) res.setHeader('Connection', 'close');
    res.once('finish', () => answered.add(req.socket));
  });
  // Node's own closeIdleConnections (also run by close()) destroys every connection without a
  // request being parsed, including one whose request is still unread in the kernel's buffer under
  // load: its client gets ECONNRESET for a request it did send (seen under load in
  // tests/server/shutdown.test.ts). Idle here means: answered before, nothing in progress, nothing
  // unread. A connection that has not sent its request yet is left to send it (and be answered
  // `Connection: close`), within the deadline.
  const connections = new Set<Socket>();
  const answered = new WeakSet<Socket>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const closeIdle = () => {
    for (const socket of connections) {
      const busy = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
      if (answered.has(socket) && !busy && socket.readableLength === 0) socket.destroy();
    }
  };
  Object.assign(server, { closeIdleConnections: closeIdle });

  const noneInFlight = () => new Promise<void>((resolve) => (inFlight === 0 ? resolve() : (idle = resolve)));
  const stop = async (signal: string) => {
    if (draining) return;
    draining = true;
    o.drain();
    const delayMs = o.shutdown.delayMs ?? 0;
    const deadlineMs = delayMs + o.shutdown.graceMs;
    o.log.info({ signal, deadline_ms: deadlineMs }, `${signal}: shutting down`);
    armShutdownWatchdog(deadlineMs + 250);
    setTimeout(() => {
      o.log.error({ in_flight: inFlight }, 'shutdown took too long; exiting');
      void flushLog(o.log, 200).then(() => process.exit(1));
    }, deadlineMs).unref();

    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // The connections waiting at this moment are taken first (the event loop accepts them in order as
    // it turns). Counted, not waited for until the queue is empty: a load balancer still polling
    // /readyz keeps adding new ones, and on a busy machine the queue is seldom seen empty.
    const port = (server.address() as AddressInfo | null)?.port;
    const target = accepted + (port ? await acceptQueueLength(port) : 0);
    const until = Date.now() + ACCEPT_WAIT_MS;
    while (accepted < target && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    // No new connections; keep-alive connections end with their current answer (Connection: close).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection busy at close time becomes idle between its requests: close it then,
    // or close() waits for it until the deadline.
    setInterval(closeIdle, 50).unref();
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
