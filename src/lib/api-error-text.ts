import i18next from 'i18next';
import { ApiError } from './api-error';

type LooseT = (key: string, options: { defaultValue: string }) => string;

/**
 * What a customer reads when the API refused: our translation of the code in their language first;
 * the server's text (English in the reference API) only for a code we have no translation of; the
 * screen's own translated fallback when there is neither (spec §8 "server message or …").
 * tests/unit/error-catalogue.test.ts keeps every contract code translated in all five languages.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const t = i18next.t.bind(i18next) as unknown as LooseT;
  return t(`common:apiErrors.${error.code}`, { defaultValue: error.message || fallback });
}

/** The translated text of a refusal, or undefined for anything that is not an API refusal. */
export function apiErrorTextOrUndefined(error: unknown): string | undefined {
  return error instanceof ApiError ? apiErrorText(error, error.message) || undefined : undefined;
}
