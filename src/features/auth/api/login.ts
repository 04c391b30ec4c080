import { API, LoginResponse, type LoginRequest } from '@/contract';
import { request } from '@/lib/http';

/** Loaded when the customer starts on the login form, not with the login screen (login-form.tsx). */
export function login(body: LoginRequest) {
  return request(API.login, { method: 'POST', body, schema: LoginResponse, anonymous: true, deviceCookie: true });
}
