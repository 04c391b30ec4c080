import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiErrorText } from '@/lib/api-error-text';
import type { PushState } from '@/features/alerts/model';

/** `error`: why turning push on or off failed; an API refusal (a browser whose push service is not accepted, E0091; a device of another account, E0115) is shown in the customer's words. */
type Props = { state: PushState; busy: boolean; failed: boolean; error?: unknown; onTurnOn: () => void; onTurnOff: () => void };

/** What this device can do about push, and the one button that changes it (a click: browsers ask for permission only then). */
export function DevicePush({ state, busy, failed, error, onTurnOn, onTurnOff }: Props) {
  const { t } = useTranslation('alerts');
  return (
    <section aria-labelledby="device-push-title" className="space-y-3 rounded-lg border border-slate-200 p-4 text-sm">
      <h2 id="device-push-title" className="font-semibold">
        {t('device.title')}
      </h2>
      <p>{t(`device.${state}`)}</p>
      {failed && <Alert tone="error">{apiErrorText(error, t('device.failed'))}</Alert>}
      {state === 'off' && (
        <Button needsConnection disabled={busy} onClick={onTurnOn}>
          {t('device.turnOn')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="secondary" needsConnection disabled={busy} onClick={onTurnOff}>
          {t('device.turnOff')}
        </Button>
      )}
    </section>
  );
}
