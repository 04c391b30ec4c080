import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, EsimActivateResponse, type EsimActivateRequest } from '@/contract';
import { request } from '@/lib/http';
import { onboardingKeys } from '@/features/onboarding/keys';

/** Asks for the eSIM profile to be issued; it arrives 10 to 20 minutes later, with an email. */
export function esimActivate(body: EsimActivateRequest) {
  return request(API.esimActivate, { method: 'POST', body, schema: EsimActivateResponse });
}

export function useEsimActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: esimActivate,
    // Info, usage and state of this SIM all change with it.
    onSuccess: (_state, body) => queryClient.invalidateQueries({ queryKey: onboardingKeys.sim(body.id) }),
  });
}
