import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HandledError } from '@/lib/api-error';
import { useConnection } from '@/lib/online';
import { NoSignalPicture, StatusScreen } from '@/features/status-pages/status-screen';
import { FetchErrorScreen } from './-fetch-error-screen';

/**
 * The eSIM install pages (QR code, activation code) when the API gives no answer: the codes are never
 * kept on the device (they are secrets), so the page says it needs a connection, and why, in place —
 * the address stays, and "Try again" (or a reload once connected) opens it. Other failures as on
 * every screen.
 */
export function EsimFetchErrorScreen(props: ErrorComponentProps) {
  if (props.error instanceof HandledError && props.error.reaction === 'network-error') return <EsimNeedsConnection />;
  return <FetchErrorScreen {...props} />;
}

function EsimNeedsConnection() {
  const { t } = useTranslation(['esim', 'common']);
  const router = useRouter();
  const serverSilent = useConnection() === 'server-unreachable';
  return (
    <StatusScreen
      title={t('needsConnection.title')}
      message={t(serverSilent ? 'needsConnection.serverUnreachable' : 'needsConnection.offline')}
      picture={NoSignalPicture}
    >
      <Button onClick={() => void router.invalidate()}>{t('common:errors.tryAgainAction')}</Button>
    </StatusScreen>
  );
}
