import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import { HandledError } from '@/lib/api-error';
import { SomethingWentWrongScreen } from '@/features/status-pages/something-went-wrong-screen';
import { apiErrorTextOrUndefined } from '@/lib/api-error-text';
import { screenErrorText } from '@/lib/screen-error-text';

/** A screen whose data failed: the server's message or a generic one, with a way back. */
export function FetchErrorScreen({ error }: ErrorComponentProps) {
  // The HTTP client already moved to /networkerror, /login …: nothing to add here.
  if (error instanceof HandledError) return null;
  return <SomethingWentWrongScreen message={apiErrorTextOrUndefined(error)} />;
}

type LooseT = (key: string) => string;

/**
 * The same for a screen that spec §8 gives a message of its own ("Unable to load data, please try
 * again" for basic info, "An error occurred" for the FAQ …): shown unless the API said something
 * specific, in the customer's language.
 */
export function fetchErrorScreenSaying(namespace: keyof CustomTypeOptions['resources'], key: string) {
  return function ScreenFetchError({ error }: ErrorComponentProps) {
    const { t } = useTranslation(namespace);
    if (error instanceof HandledError) return null;
    return <SomethingWentWrongScreen message={screenErrorText(error, (t as unknown as LooseT)(key))} />;
  };
}
