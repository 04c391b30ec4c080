import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, HandledError } from '@/lib/api-error';
import { Alert } from './alert';
import { apiErrorText } from '@/lib/api-error-text';

/**
 * Shows why a request was refused: our translation of the code when we have one, else the server's
 * message, else the screen's fallback (the spec's generic "tryAgain" unless the screen names its own).
 * A refusal shows where the form starts, often far above the button the customer pressed: each new
 * one is scrolled into view and focused, so nobody is left at the button with focus on
 * the page's body, and role=alert announces it.
 */
export function ApiErrorAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const shown = !!error && !(error instanceof HandledError);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [error, shown]);
  if (!shown) return null;
  const generic = fallback ?? t('errors.tryAgain');
  const text = error instanceof ApiError ? apiErrorText(error, generic) : generic;
  return (
    <Alert ref={ref} tabIndex={-1} tone="error">
      {text}
    </Alert>
  );
}
