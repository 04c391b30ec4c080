import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, AlertSettings, type AlertSettingsUpdate } from '@/contract';
import { request } from '@/lib/http';
import { alertKeys } from '@/features/alerts/keys';

/** `background`: the top page's offer asks too, and an offer must never send an offline customer to /networkerror. */
export function getAlertSettings(iccid: string, background = false) {
  return request(`${API.alerts}/${iccid}`, { schema: AlertSettings, background });
}

export const alertSettingsOptions = (iccid: string) =>
  queryOptions({ queryKey: alertKeys.settings(iccid), queryFn: () => getAlertSettings(iccid) });

/** The same answer for the offer: asked in the background, never retried into an error screen. */
export const alertOfferOptions = (iccid: string) =>
  queryOptions({ queryKey: alertKeys.settings(iccid), queryFn: () => getAlertSettings(iccid, true), retry: false });

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
