import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-error';

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
