import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error';

/** Spec §8 final purchase: the error kind by HTTP status, then the server's message. */
export function finalPurchaseErrorKey(status: number | undefined): 'ValidationError' | 'Unauthorized' | 'NotFound' | 'ServerError' | 'UnknownError' | 'NetworkError' {
  switch (status) {
    case undefined:
      return 'NetworkError';
    case 400:
      return 'ValidationError';
    case 401:
      return 'Unauthorized';
    case 404:
      return 'NotFound';
    case 500:
      return 'ServerError';
    default:
      return 'UnknownError';
  }
}

export function finalPurchaseError(error: unknown, t: TFunction<['payment', 'recharge']>): string {
  const status = error instanceof ApiError ? error.status : undefined;
  const kind = t(`finalErrors.${finalPurchaseErrorKey(status)}`);
  return error instanceof ApiError && error.message ? `${kind}: ${error.message}` : kind;
}
