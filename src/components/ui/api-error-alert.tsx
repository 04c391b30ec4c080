import { useTranslation } from 'react-i18next';
import { ApiError, HandledError } from '../../lib/api-error';
import { Alert } from './alert';
import { apiErrorText } from '../../lib/api-error-text';

/**
 * Shows why a request was refused: our translation of the code when we have one, else the server's
 * message, else the spec's generic "tryAgain".
 */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error || error instanceof HandledError) return null;
  const text =
    error instanceof ApiError
      ? apiErrorText(error, t('errors.tryAgain'))
      : t('errors.tryAgain');
  return <Alert tone="error">{text}</Alert>;
}
