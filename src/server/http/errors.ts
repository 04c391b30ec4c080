import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ErrorCode, type ValidationErrorBody } from '@/contract';

/**
 * A refusal with one of the contract's codes. Handlers throw it; app.onError turns it into the
 * `{code, message}` body, so no route builds error JSON by hand.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly issues: ValidationErrorBody['issues'] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      status?: ContentfulStatusCode;
      issues?: ValidationErrorBody['issues'];
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    // The cause (a provider's or database's error) is logged with the request id, never sent.
    super(options.message ?? ERROR_CODES[code].message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status ?? (ERROR_CODES[code].status as ContentfulStatusCode);
    this.issues = options.issues;
    this.headers = options.headers ?? {};
  }
}

export function errorResponse(c: Context, err: ApiError): Response {
  for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  const body = err.issues ? { code: err.code, message: err.message, issues: err.issues } : { code: err.code, message: err.message };
  return c.json(body, err.status);
}

export const notFound = () => new ApiError('E0010');
