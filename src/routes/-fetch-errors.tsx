import { notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, HandledError, isApiError } from '../lib/api-error';
import { SomethingWentWrongScreen } from '../features/status-pages/something-went-wrong-screen';

/** Spec §8 fetch errors: the listed codes mean "page not found", anything else is shown as it is. */
export async function orNotFound<T>(load: Promise<T>, notFoundCodes: readonly string[]): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && notFoundCodes.includes(error.code)) throw notFound();
    throw error;
  }
}

export const APN_NOT_FOUND = ['E0021'] as const;
export const ESIM_NOT_FOUND = ['E0020', 'E0026'] as const;

/** A screen whose data failed: the server's message or a generic one, with a way back. */
export function FetchErrorScreen({ error }: ErrorComponentProps) {
  // The HTTP client already moved to /networkerror, /login …: nothing to add here.
  if (error instanceof HandledError) return null;
  return <SomethingWentWrongScreen message={error instanceof ApiError && error.message ? error.message : undefined} />;
}
