import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { formatJstDateTime } from '@/lib/dates';

/** The top page offline: what it shows is the last answer, and from when (Japan time). */
export function LastKnownNote({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation('common');
  return <OfflineNotice>{t('offline.asOf', { time: formatJstDateTime(updatedAt) })}</OfflineNotice>;
}
