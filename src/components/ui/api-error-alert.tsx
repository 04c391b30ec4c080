import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, HandledError } from '../../lib/api-error';
import { Alert } from './alert';
import { apiErrorText } from '../../lib/api-error-text';

/**
 * Shows why a request was refused: our translation of the code when we have one, else the server's
 * message, else the spec's generic "tryAgain".
 * A refusal shows where the form starts, often far above the button the customer pressed: each new
 * one is scrolled into view and focused (issue 14), so nobody is left at the button with focus on
 * the page's body, and role=alert announces it.
 */
export function ApiErrorAlert({ error }: { error: unknown }) {
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
  const text =
    error instanceof ApiError
      ? apiErrorText(error, t('errors.tryAgain'))
      : t('errors.tryAgain');
  return (
    <Alert ref={ref} tabIndex={-1} tone="error">
      {text}
    </Alert>
  );
}
