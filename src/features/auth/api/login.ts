import { useMutation } from '@tanstack/react-query';
import { API, LoginResponse, type LoginRequest } from '../../../contract';
import { request } from '../../../lib/http';

export function login(body: LoginRequest) {
  return request(API.login, { method: 'POST', body, schema: LoginResponse, anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
