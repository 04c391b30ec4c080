import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusScreen, WarningPicture } from './status-screen';

export function SomethingWentWrongScreen({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <StatusScreen title={t('status.oops')} message={message ?? t('errors.somethingWentWrong')} picture={WarningPicture}>
      <Button onClick={() => router.history.back()}>{t('actions.back')}</Button>
    </StatusScreen>
  );
}
