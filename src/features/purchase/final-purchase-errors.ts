import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { apiErrorText } from '@/lib/api-error-text';

/** Spec §8 final purchase: the error kind by HTTP status, then the server's message. */
export function finalPurchaseErrorKey(
  status: number | undefined,
): 'ValidationError' | 'Unauthorized' | 'NotFound' | 'ServerError' | 'UnknownError' | 'NetworkError' {
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
  // The code's translation, not the server's English; the kind alone when there is no text.
  const text = apiErrorText(error, '');
  return text ? `${kind}: ${text}` : kind;
}
