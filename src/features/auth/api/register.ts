import { useMutation } from '@tanstack/react-query';
import { API, LoginResponse, type RegisterRequest } from '../../../contract';
import { request } from '../../../lib/http';

export function register(body: RegisterRequest) {
  return request(API.register, { method: 'POST', body, schema: LoginResponse, anonymous: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
