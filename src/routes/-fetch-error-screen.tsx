import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, HandledError } from '../lib/api-error';
import { SomethingWentWrongScreen } from '../features/status-pages/something-went-wrong-screen';

/** A screen whose data failed: the server's message or a generic one, with a way back. */
export function FetchErrorScreen({ error }: ErrorComponentProps) {
  // The HTTP client already moved to /networkerror, /login …: nothing to add here.
  if (error instanceof HandledError) return null;
  return <SomethingWentWrongScreen message={error instanceof ApiError && error.message ? error.message : undefined} />;
}
