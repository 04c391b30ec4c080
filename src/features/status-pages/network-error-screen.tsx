import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { NoSignalPicture, StatusScreen } from './status-screen';

/** Spec §2: no-connection picture, tryAgain, and a back button one step back in history. */
export function NetworkErrorScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <StatusScreen title={t('status.networkTitle')} message={t('errors.tryAgain')} picture={NoSignalPicture}>
      <Button onClick={() => router.history.back()}>{t('actions.back')}</Button>
    </StatusScreen>
  );
}
