import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { OFFLINE_NOTICE_ID } from '@/components/ui/button';
import { isApiSilent, useConnection } from '@/lib/online';
import { useSession } from '@/lib/use-session';
import { useReachabilityProbe } from '@/lib/reachability-probe';

/**
 * A signed-in customer with no connection, or whose device is online while the API does not answer,
 * is told once, above the screen, that money and SIM actions wait for a connection (they are
 * disabled, never queued), and why: no connection, or our server not answering (lib/connection-rules.ts).
 * Buttons and links that need one point here. Rendered by the signed-in layout, so its code stays out
 * of the doors' first load.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const connection = useConnection();
  const { authTokens } = useSession();
  // The device's "online" may be wrong either way: ask the API again now and then until it answers.
  useReachabilityProbe(connection !== 'online' && isApiSilent() && Boolean(authTokens));
  if (connection === 'online' || !authTokens) return null;
  return (
    <OfflineNotice id={OFFLINE_NOTICE_ID}>
      {t(connection === 'server-unreachable' ? 'offline.serverUnreachable' : 'offline.actionsDisabled')}
    </OfflineNotice>
  );
}
