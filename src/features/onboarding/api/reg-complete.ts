import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, RegCompleteResponse } from '../../../contract';
import { request } from '../../../lib/http';
import { onboardingKeys } from '../keys';

/** Ends onboarding: the server marks the SIM as in the customer's hands ('sold'). */
export function regComplete(scId: number) {
  return request(API.regComplete, { method: 'POST', body: { id: scId }, schema: RegCompleteResponse });
}

export function useRegComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regComplete,
    // Info, usage and state of this SIM all change with it.
    onSuccess: (_state, scId) => queryClient.invalidateQueries({ queryKey: onboardingKeys.sim(scId) }),
  });
}
