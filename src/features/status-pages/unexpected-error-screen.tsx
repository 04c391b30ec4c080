import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusScreen, WarningPicture } from './status-screen';

/** The router's catch-all (spec §8, 'Unexpected Application Error!') with a way to go on. */
export function UnexpectedErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      title={t('status.unexpectedTitle')}
      message={error instanceof Error ? error.message : String(error)}
      picture={WarningPicture}
    >
      <Button onClick={reset}>{t('errors.tryAgainAction')}</Button>
    </StatusScreen>
  );
}
