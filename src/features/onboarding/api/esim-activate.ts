import { useMutation } from '@tanstack/react-query';
import { API, EsimActivateResponse, type EsimActivateRequest } from '../../../contract';
import { request } from '../../../lib/http';

/** Asks for the eSIM profile to be issued; it arrives 10 to 20 minutes later, with an email. */
export function esimActivate(body: EsimActivateRequest) {
  return request(API.esimActivate, { method: 'POST', body, schema: EsimActivateResponse });
}

export function useEsimActivate() {
  return useMutation({ mutationFn: esimActivate });
}
