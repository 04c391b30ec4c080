import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, AlertSettings, type AlertSettingsUpdate } from '@/contract';
import { request } from '@/lib/http';
import { alertKeys } from '@/features/alerts/keys';

export function getAlertSettings(iccid: string) {
  return request(`${API.alerts}/${iccid}`, { schema: AlertSettings });
}

export const alertSettingsOptions = (iccid: string) =>
  queryOptions({ queryKey: alertKeys.settings(iccid), queryFn: () => getAlertSettings(iccid) });

export function saveAlertSettings(iccid: string, body: AlertSettingsUpdate) {
  return request(`${API.alerts}/${iccid}`, { method: 'PUT', body, schema: AlertSettings });
}

export function useSaveAlertSettings(iccid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettingsUpdate) => saveAlertSettings(iccid, body),
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.settings(iccid), saved),
  });
}
