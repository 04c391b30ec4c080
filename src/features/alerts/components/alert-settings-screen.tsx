import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alertSettingsOptions, useSaveAlertSettings } from '@/features/alerts/api/alert-settings';
import { deviceFacts, pushKeyOptions, subscribeDevice, unsubscribeDevice } from '@/features/alerts/api/push-device';
import { offersPush, pushState } from '@/features/alerts/model';
import { AlertSettingsForm } from './alert-settings-form';
import { DevicePush } from './device-push';

/** The alert settings of one SIM (docs/decisions/0105, 0107): this device's push, then each alert's channels. */
export function AlertSettingsScreen({ iccid, simLabel }: { iccid: string; simLabel: string }) {
  const { t } = useTranslation('alerts');
  const queryClient = useQueryClient();
  const { data: settings } = useSuspenseQuery(alertSettingsOptions(iccid));
  const { data: key } = useSuspenseQuery(pushKeyOptions());
  const deviceKey = ['alerts', 'device', key.public_key] as const;
  const device = useQuery({ queryKey: deviceKey, queryFn: () => deviceFacts(key.public_key) });
  const state = device.data ? pushState(device.data) : key.public_key === null ? 'mail-only' : undefined;
  const save = useSaveAlertSettings(iccid);
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? subscribeDevice(key.public_key!) : unsubscribeDevice()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKey }),
  });
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('lead')}</p>
      <p className="text-sm font-medium">{t('sim', { sim: simLabel })}</p>
      {state && (
        <DevicePush
          state={state}
          busy={toggle.isPending}
          failed={toggle.isError}
          error={toggle.error}
          onTurnOn={() => toggle.mutate(true)}
          onTurnOff={() => toggle.mutate(false)}
        />
      )}
      <AlertSettingsForm
        settings={settings}
        push={state !== undefined && offersPush(state)}
        onSave={(rows) => save.mutate({ alerts: rows })}
        saving={save.isPending}
        saved={save.isSuccess}
        error={save.error}
      />
    </div>
  );
}
