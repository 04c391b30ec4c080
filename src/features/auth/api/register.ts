import { useMutation } from '@tanstack/react-query';
import { API, RegisterResponse, type RegisterRequest } from '@/contract';
import { request } from '@/lib/http';

/** Step one of registration (docs/decisions/0044): the answer only says a mail is on its way. */
export function register(body: RegisterRequest) {
  return request(API.register, { method: 'POST', body, schema: RegisterResponse, anonymous: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
