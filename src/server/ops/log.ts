import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import pino from "pino";

export type Logger = pino.Logger;

/**
 * Structured JSON logs on stdout (pino), one line per event. Whatever might carry a secret is
 * redacted by key wherever it appears, and request lines hold the path only: never the query string,
 * a header or a body, which is where tokens, passwords and card numbers travel.
 */
export function createLogger(
  env: Record<string, string | undefined> = process.env,
): Logger {
  // Asynchronous writes: with pino's default synchronous stdout, a reader that falls behind (a pipe
  // to a busy log shipper) blocks the event loop, and every request with it; seen in `npm run bench`
  // as a 2-minute stall. Lines written since the last tick may be lost if the process is killed.
  // Lines are gathered into writes of 4 KB or whatever 50 ms brought, not one write per line: a
  // write per request line was an eighth of a hot read's time (docs/performance.md). log.flush()
  // still writes out what is gathered (shutdown), and so does pino on exit.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 50 });
  return pino(
    {
      level: env.LOG_LEVEL || "info",
      base: { pid: process.pid },
      redact: {
        paths: [
          "password",
          "*.password",
          "token",
          "*.token",
          "authorization",
          "*.authorization",
          "cn",
          "*.cn",
          "cvv",
          "*.cvv",
          "tkn",
          "*.tkn",
          "access_token",
          "refresh_token",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/** A request id is ours to make; a client's X-Request-Id is kept only if it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header("X-Request-Id");
    const id = given && REQUEST_ID.test(given) ? given : randomUUID();
    const started = performance.now();
    c.header("X-Request-Id", id);
    await next();
    log.info(
      {
        req_id: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}
