import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, PrepaidActivateResponse, type PrepaidActivateRequest } from '@/contract';
import { request } from '@/lib/http';
import { onboardingKeys } from '@/features/onboarding/keys';

/** Reserves the activation date of a physical SIM; the server refuses a second reservation. */
export function prepaidActivate(body: PrepaidActivateRequest) {
  return request(API.prepaidActivate, { method: 'POST', body, schema: PrepaidActivateResponse });
}

export function usePrepaidActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepaidActivate,
    // Info, usage and state of this SIM all change with it.
    onSuccess: (_state, body) => queryClient.invalidateQueries({ queryKey: onboardingKeys.sim(body.id) }),
  });
}
