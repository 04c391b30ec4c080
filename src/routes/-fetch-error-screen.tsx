import type { ErrorComponentProps } from '@tanstack/react-router';
import { HandledError } from '../lib/api-error';
import { SomethingWentWrongScreen } from '../features/status-pages/something-went-wrong-screen';
import { apiErrorTextOrUndefined } from '../lib/api-error-text';

/** A screen whose data failed: the server's message or a generic one, with a way back. */
export function FetchErrorScreen({ error }: ErrorComponentProps) {
  // The HTTP client already moved to /networkerror, /login …: nothing to add here.
  if (error instanceof HandledError) return null;
  return <SomethingWentWrongScreen message={apiErrorTextOrUndefined(error)} />;
}
