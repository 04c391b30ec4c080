import type { ErrorCode } from '@/contract';

/**
 * What a domain function answers when it refuses: one of the contract's codes, and for the operator
 * the cause (a provider's error). The domain knows no HTTP; a route turns a refusal into the response
 * (http/refusal.ts), with the status and message the contract gives the code.
 */
export interface Refusal {
  ok: false;
  code: ErrorCode;
  /** Replaces the contract's message for this code (it names what exactly was refused). */
  message?: string;
  /** Logged with the request id, never sent. */
  cause?: unknown;
}

/** A value, or a refusal. */
export type Outcome<T> = { ok: true; value: T } | Refusal;

export function refuse(code: ErrorCode, extra: { message?: string; cause?: unknown } = {}): Refusal {
  return { ok: false, code, ...extra };
}

export const accept = <T>(value: T): Outcome<T> => ({ ok: true, value });
