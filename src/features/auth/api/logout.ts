import { API } from '@/contract';
import { request } from '@/lib/http';

/** Revokes the refresh token's family on the server; signing out locally never waits for it. */
export function logout(refreshToken: string | undefined) {
  return request(API.logout, { method: 'POST', body: { refresh_token: refreshToken }, anonymous: true, background: true });
}
