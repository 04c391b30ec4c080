import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { StatusScreen, WarningPicture } from './status-screen';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen title={t('status.notFoundTitle')} message={t('status.notFound')} picture={WarningPicture}>
      <Link to="/" className={buttonClass()}>
        {t('status.backToHome')}
      </Link>
    </StatusScreen>
  );
}
