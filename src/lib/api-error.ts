/** A refusal the screen handles itself (spec §8 "pass the error to the caller"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Thrown after the client has already navigated away (network error page, login, …). */
export class HandledError extends Error {
  constructor(readonly reaction: string) {
    super(`request handled: ${reaction}`);
    this.name = 'HandledError';
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
