import { useMutation } from '@tanstack/react-query';
import { API, LoginResponse, type RegisterConfirmRequest } from '@/contract';
import { request } from '@/lib/http';

/** Step two: the token of the mailed link creates the account and signs in, as a login does. */
export function registerConfirm(body: RegisterConfirmRequest) {
  return request(API.registerConfirm, { method: 'POST', body, schema: LoginResponse, anonymous: true, deviceCookie: true });
}

export function useRegisterConfirm() {
  return useMutation({ mutationFn: registerConfirm });
}
