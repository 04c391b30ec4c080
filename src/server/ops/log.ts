import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import pino from 'pino';
import SonicBoom from 'sonic-boom';

export type Logger = pino.Logger;

/** Buffered log output past which new lines are dropped rather than held in memory (a reader that stopped). */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/**
 * Where log lines go: fd 1 (stdout), written asynchronously. Built here rather than with
 * `pino.destination()`, which registers a synchronous flush on process exit: with stdout a pipe
 * that nobody reads (or whose reader died), that flush retries for ever on the main thread (an
 * `Atomics.wait` sleep), so a SIGTERMed server never exited and kept its DATA_DIR (decision 0068).
 * Here a full pipe only delays lines, a vanished reader drops them, and exit never waits on them.
 */
export function logDestination(fd = 1): SonicBoom {
  // Lines are gathered into writes of 4 KB or whatever 50 ms brought, not one write per line: a write
  // per request line was an eighth of a hot read's time (docs/performance.md).
  const stream = new SonicBoom({ fd, sync: false, maxLength: MAX_BUFFERED_BYTES, minLength: 4096, periodicFlush: 50 });
  stream.on('error', (err: NodeJS.ErrnoException) => {
    // EPIPE: the reader is gone; nothing can be written any more. Anything else: no better place to say it.
    if (err.code === 'EPIPE') stream.write = () => true;
  });
  return stream;
}

/**
 * Structured JSON logs on stdout (pino), one line per event. Whatever might carry a secret is
 * redacted by key wherever it appears, and request lines hold the path only: never the query string,
 * a header or a body, which is where tokens, passwords and card numbers travel. A terminal gets
 * readable lines from `npm start` (scripts/start.mjs formats them), never from the server itself.
 */
const destinations = new WeakMap<Logger, SonicBoom>();

export function createLogger(env: Record<string, string | undefined> = process.env, destination: SonicBoom = logDestination()): Logger {
  const log = pino(
    {
      level: env.LOG_LEVEL || 'info',
      base: { pid: process.pid },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'authorization',
          '*.authorization',
          'cn',
          '*.cn',
          'cvv',
          '*.cvv',
          'tkn',
          '*.tkn',
          'access_token',
          'refresh_token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
  destinations.set(log, destination);
  return log;
}

let processLogger: Logger | undefined;

/** main.ts makes its logger the one modules without a Deps (the database pool, sandbox stand-ins) write to. */
export function useProcessLog(log: Logger): void {
  processLogger = log;
}

/** The process's logger: main.ts's, or (tests that build an app without one) JSON on stderr. */
export function processLog(): Logger {
  processLogger ??= createLogger(process.env, logDestination(2));
  return processLogger;
}

/**
 * Resolves once the lines logged so far are written, or after `timeoutMs` (a reader that stopped must
 * not hold up an exit). Not pino's flush(): with sonic-boom's defaults it calls back at once, before
 * the lines still being written are out, and an exit right after loses them.
 */
export function flushLog(log: Logger, timeoutMs = 1000): Promise<void> {
  const stream = destinations.get(log) as (SonicBoom & { _writing?: boolean; _len?: number }) | undefined;
  return new Promise((resolve) => {
    if (!stream) return resolve();
    const timer = setTimeout(resolve, timeoutMs);
    timer.unref();
    // 'drain' says a write ended with less than a write's worth (minLength) waiting, not that nothing
    // waits: lines logged during that write stay buffered until the periodic flush. Written out until
    // nothing is left (async mode writes as soon as it is not writing: not writing means nothing is left).
    const check = () => {
      if (!stream._writing && !stream._len) {
        clearTimeout(timer);
        return resolve();
      }
      stream.once('drain', check);
      if (!stream._writing) {
        try {
          stream.flush();
        } catch {
          // a destination already closed: nothing more will be written
          stream.off('drain', check);
          clearTimeout(timer);
          resolve();
        }
      }
    };
    check();
  });
}

/** A request id is ours to make; a client's X-Request-Id is kept only if it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Sets the request id (`c.get('reqId')`, echoed as X-Request-Id) and writes one line per request. */
export function requestLog(log: Logger): MiddlewareHandler<{ Variables: { reqId: string } }> {
  return async (c, next) => {
    const given = c.req.header('X-Request-Id');
    const id = given && REQUEST_ID.test(given) ? given : randomUUID();
    const started = performance.now();
    c.set('reqId', id);
    c.header('X-Request-Id', id);
    await next();
    log.info(
      { req_id: id, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
