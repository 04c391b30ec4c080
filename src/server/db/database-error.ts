/**
 * Errors of our own database, told apart from those of the outside systems. The client (client.ts)
 * marks every error its driver gives it. A seam may use our database too (the sandbox's stand-ins keep
 * their books in it): when it throws our database's error, that is ours, never the outside system
 * failing, and the places that turn a seam's throw into a provider failure (E0056, E0057, an eSIM
 * order retried later, a mail or refund counted as failed) let it through as it is: a 503 while the
 * database is away (decision 0070), a 500 otherwise (docs/decisions/0148). Marked by where it came
 * from, not by its shape: an outside system's ECONNREFUSED is that system's failure.
 */
const FROM_DATABASE = Symbol('from our database');

/** Marks `err` as our database's (the client calls this on every driver error); returns it. */
export function markDatabaseError<T>(err: T): T {
  if (typeof err === 'object' && err !== null && Object.isExtensible(err) && !(FROM_DATABASE in err)) {
    Object.defineProperty(err, FROM_DATABASE, { value: true });
  }
  return err;
}

/** Whether `err`, or an error it wraps (`cause`, an AggregateError's `errors`), came from our database. */
export function isDatabaseError(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  if (FROM_DATABASE in err) return true;
  const e = err as { cause?: unknown; errors?: unknown };
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseError(inner, depth + 1))) return true;
  return e.cause !== undefined && isDatabaseError(e.cause, depth + 1);
}

/** For a catch around a seam's call: our database's error goes on as it is, never as the seam's failure. */
export function rethrowDatabaseError(err: unknown): void {
  if (isDatabaseError(err)) throw err;
}
