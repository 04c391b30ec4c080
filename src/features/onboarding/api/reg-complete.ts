import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, RegCompleteResponse } from '@/contract';
import { request } from '@/lib/http';
import { onboardingKeys } from '@/features/onboarding/keys';
import { updateSession } from '@/lib/session';
import { registrationCompleted } from '@/domain/onboarding';

/** Ends onboarding: the server marks the SIM as in the customer's hands ('sold'). */
export function regComplete(scId: number) {
  return request(API.regComplete, { method: 'POST', body: { id: scId }, schema: RegCompleteResponse });
}

export function useRegComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regComplete,
    // The session's SIM is in use (spec §4), and its info, usage and state all change with it.
    onSuccess: async (_state, scId) => {
      await updateSession(registrationCompleted());
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.sim(scId) });
    },
  });
}
