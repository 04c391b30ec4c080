import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTO_TOPUP_API, AutoTopUpState, type AutoTopUpRequest } from '@/contract/auto-topup';
import { request } from '@/lib/http';
import { autoTopUpKeys } from '@/features/auto-topup/keys';

/** The SIM's automatic top-up, with plan names and prices in `lng`. */
export function getAutoTopUp(scId: number, lng: string) {
  return request(AUTO_TOPUP_API.state, { query: { id: scId }, schema: AutoTopUpState, language: lng });
}

export const autoTopUpOptions = (scId: number, lng: string) =>
  queryOptions({ queryKey: autoTopUpKeys.state(scId, lng), queryFn: () => getAutoTopUp(scId, lng) });

export type TurnOnChoice = Omit<AutoTopUpRequest, 'id' | 'agree'>;

/** Turning on (with the customer's agreement) and off; either answers the new state. */
export function useAutoTopUpChange(scId: number) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: autoTopUpKeys.all(scId) });
  const on = useMutation({
    mutationFn: (choice: TurnOnChoice) =>
      request(AUTO_TOPUP_API.state, { method: 'POST', body: { id: scId, ...choice, agree: true }, schema: AutoTopUpState }),
    onSettled: settle,
  });
  const off = useMutation({
    mutationFn: () => request(AUTO_TOPUP_API.off, { method: 'POST', body: { id: scId }, schema: AutoTopUpState }),
    onSettled: settle,
  });
  return { on, off };
}
