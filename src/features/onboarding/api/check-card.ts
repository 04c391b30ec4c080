import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, CardState } from '@/contract';
import { request } from '@/lib/http';
import { onboardingKeys } from '@/features/onboarding/keys';

export function checkCard(scId: number) {
  return request(API.checkCard, { method: 'POST', body: { id: scId }, schema: CardState });
}

export const checkCardOptions = (scId: number) => queryOptions({ queryKey: onboardingKeys.state(scId), queryFn: () => checkCard(scId) });

/** Polls while the eSIM is being issued, so the page moves on without a reload. */
export function useCardStatePolling(scId: number, intervalMs: number, enabled: boolean) {
  return useQuery({ ...checkCardOptions(scId), refetchInterval: enabled ? intervalMs : false, enabled });
}
