import { useTranslation } from 'react-i18next';
import type { CardState, UserType } from '@/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCardStatePolling } from '@/features/onboarding/api/check-card';
import { profileOf } from '@/domain/sim-profiles';

/** How often the page asks whether the eSIM profile is ready (issuance takes 10–20 minutes). */
const POLL_MS = 10_000;
const ISSUED: CardState['sc_status'][] = ['activated', 'activating', 'set'];

type Props = { scId: number; usertype: UserType; onReady: (state: CardState) => void };

/**
 * Spec §2 activation notification: the request is in, an email follows. The page keeps checking, so
 * a customer who waits here sees the way on as soon as the profile exists.
 */
export function IssuanceStatus({ scId, usertype, onReady }: Props) {
  const { t } = useTranslation('onboarding');
  const query = useCardStatePolling(scId, POLL_MS, true);
  const ready = query.data && ISSUED.includes(query.data.sc_status);
  return (
    <div className="space-y-4">
      <Alert tone="success">{t('notification.submitted')}</Alert>
      <p>{t('notification.timing')}</p>
      <p>{t('notification.email')}</p>
      {profileOf(usertype).notice24h && <p className="text-sm font-medium text-red-800">{t('notification.window24h')}</p>}
      <div role="status" aria-live="polite" className="rounded-lg border border-slate-200 p-3 text-sm">
        {ready ? t('notification.ready') : t('notification.waiting')}
      </div>
      <Button disabled={!ready} onClick={() => query.data && onReady(query.data)}>
        {t('notification.toSettings')}
      </Button>
    </div>
  );
}
