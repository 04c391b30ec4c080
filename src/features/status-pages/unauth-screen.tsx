import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { StatusScreen, WarningPicture } from './status-screen';

/** Where a payment page lands when nothing was handed to it (spec §2; its screen is ours). */
export function UnauthScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen title={t('status.unauthTitle')} message={t('status.unauth')} picture={WarningPicture}>
      <Link to="/" className={buttonClass()}>
        {t('status.backToHome')}
      </Link>
    </StatusScreen>
  );
}
