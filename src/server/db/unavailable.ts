/**
 * Whether an error means the database is out of reach for now (stopped, restarting, failing over,
 * refusing connections), as opposed to a bug or bad data: the former is a 503 with Retry-After that
 * heals by itself once the database is back (docs/decisions/0070), the latter a 500.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is away or full: class 08 (connection exception), 57P01–57P03 (shutting
 * down, crashed, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres says when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATES.test(e.code))) return true;
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => m.test(e.message as string))) return true;
  // Node's connect to every address of a host (IPv6 and IPv4) fails with an AggregateError of each.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
