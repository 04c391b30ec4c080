import { PROVIDER_RESULT_CODES as RC } from '@/contract/sandbox';
import { ProviderError } from './provider';

/** Messages of payment:errors.* a card registration can end with. */
export type RegistrationErrorKey =
  | 'cardDeclined'
  | 'cardUnsupported'
  | 'cardNumberInvalid'
  | 'cardExpiryInvalid'
  | 'cardCodeInvalid'
  | 'cardDetailsMissing'
  | 'tokenFailed'
  | 'authFailed'
  | 'providerUnavailable';

/**
 * The card provider's refusals at tokenisation, by its result code. Its own text is English
 * whatever the customer reads (e.g. "This card was declined."), so the customer reads ours.
 */
export const TOKEN_REFUSALS: Readonly<Record<string, RegistrationErrorKey>> = {
  [RC.declined]: 'cardDeclined',
  [RC.unsupportedBrand]: 'cardUnsupported',
  [RC.badNumber]: 'cardNumberInvalid',
  [RC.badExpiry]: 'cardExpiryInvalid',
  [RC.badCvv]: 'cardCodeInvalid',
  [RC.missingField]: 'cardDetailsMissing',
};

/**
 * What the customer reads when the provider refused a card: always a message in their language; the
 * provider's own words and code only as a detail for support, and only when we do not know the code.
 * Undefined for anything that is not the provider's refusal (the API's answers have their own alert).
 */
export function providerRefusal(error: unknown): { key: RegistrationErrorKey; detail?: string } | undefined {
  if (!(error instanceof ProviderError)) return undefined;
  if (error.kind === 'threeDs') return { key: 'authFailed' };
  if (error.kind === 'notLoaded') return { key: 'providerUnavailable' };
  const known = error.code === undefined ? undefined : TOKEN_REFUSALS[error.code];
  if (known) return { key: known };
  const detail = [error.message, error.code && `(${error.code})`].filter(Boolean).join(' ');
  return detail ? { key: 'tokenFailed', detail } : { key: 'tokenFailed' };
}
