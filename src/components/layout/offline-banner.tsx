import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '../ui/offline-notice';
import { OFFLINE_NOTICE_ID } from '../ui/button';
import { useOnline } from '../../lib/online';
import { useSession } from '../../lib/use-session';

/**
 * A signed-in customer with no connection is told once, above every screen, that money and SIM
 * actions wait for a connection (they are disabled, never queued). Buttons that need one point here.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const { authTokens } = useSession();
  if (online || !authTokens) return null;
  return <OfflineNotice id={OFFLINE_NOTICE_ID}>{t('offline.actionsDisabled')}</OfflineNotice>;
}
