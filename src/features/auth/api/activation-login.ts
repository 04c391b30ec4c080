import { useMutation } from '@tanstack/react-query';
import { API, LoginResponse, type ActivationLoginRequest } from '@/contract';
import { request } from '@/lib/http';

/** Signs in with an existing account and attaches the SIM of the activation code to it. */
export function activationLogin(body: ActivationLoginRequest) {
  return request(API.activationLogin, { method: 'POST', body, schema: LoginResponse, anonymous: true, deviceCookie: true });
}

export function useActivationLogin() {
  return useMutation({ mutationFn: activationLogin });
}
