import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { OFFLINE_NOTICE_ID } from '@/components/ui/button';
import { isServerUnreachable, useOnline } from '@/lib/online';
import { useSession } from '@/lib/use-session';
import { useReachabilityProbe } from '@/lib/reachability-probe';

/**
 * A signed-in customer with no connection, or whose device is online while the API does not answer,
 * is told once, above the screen, that money and SIM actions wait for a connection (they are
 * disabled, never queued). Buttons and links that need one point here. Rendered by the signed-in
 * layout, so its code stays out of the doors' first load.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const { authTokens } = useSession();
  // With no connection at all, say that: a request that failed meanwhile is no news about the API.
  const apiDown = !online && isServerUnreachable() && navigator.onLine !== false;
  useReachabilityProbe(apiDown && Boolean(authTokens));
  if (online || !authTokens) return null;
  return <OfflineNotice id={OFFLINE_NOTICE_ID}>{t(apiDown ? 'offline.serverUnreachable' : 'offline.actionsDisabled')}</OfflineNotice>;
}
