import { useMutation } from '@tanstack/react-query';
import { API, PrepaidActivateResponse, type PrepaidActivateRequest } from '../../../contract';
import { request } from '../../../lib/http';

/** Reserves the activation date of a physical SIM; the server refuses a second reservation. */
export function prepaidActivate(body: PrepaidActivateRequest) {
  return request(API.prepaidActivate, { method: 'POST', body, schema: PrepaidActivateResponse });
}

export function usePrepaidActivate() {
  return useMutation({ mutationFn: prepaidActivate });
}
