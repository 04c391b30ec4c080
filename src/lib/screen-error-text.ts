import { ApiError } from './api-error';
import { apiErrorText } from './api-error-text';

/** Codes that say only "the server failed": a screen's own message says more (spec §8). */
const GENERIC_CODES = new Set(['E0500']);

/**
 * What a screen whose data failed to load says (spec §8: "the server message or <the screen's
 * message>"): a specific refusal in the customer's words; for the server's generic failure, an answer
 * without a body (a proxy's error page) or anything else, the screen's own message.
 */
export function screenErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || GENERIC_CODES.has(error.code) || !/^E\d+$/.test(error.code)) return fallback;
  return apiErrorText(error, fallback);
}
