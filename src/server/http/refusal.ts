import type { Outcome, Refusal } from '@/server/domain/outcome';
import { ApiError } from './errors';

/** The HTTP error of a domain refusal: the contract's status for its code, its message, its cause. */
export function refusalError(r: Refusal): ApiError {
  return new ApiError(r.code, { message: r.message, cause: r.cause });
}

/** The value of an outcome; a refusal is thrown as its HTTP error (app.onError answers it). */
export function orRefuse<T>(o: Outcome<T>): T {
  if (!o.ok) throw refusalError(o);
  return o.value;
}
