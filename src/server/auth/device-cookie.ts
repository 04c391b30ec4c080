import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * Device cookies (OWASP Authentication Cheat Sheet; docs/decisions/0033-login-throttling.md): a
 * successful login leaves a signed cookie naming the account, and a login from a device holding one
 * for that account skips the per-account limit, so strangers failing on the account from many
 * addresses cannot lock its owner out. The cookie is `nonce.mac`, mac = HMAC(token secret,
 * account|nonce): nothing to look up, nothing stored, and it cannot be made for another account.
 */
export const DEVICE_COOKIE = 'device';
const YEAR = 365 * 24 * 60 * 60;

const mac = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', secret).update(`device|${email.trim().toLowerCase()}|${nonce}`).digest('base64url');

/** The nonce of a valid device cookie for this account, else undefined. */
export function trustedDevice(c: Context, secret: string, email: string): string | undefined {
  const raw = getCookie(c, DEVICE_COOKIE);
  const m = raw ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(raw) : null;
  if (!m) return undefined;
  const want = Buffer.from(mac(secret, email, m[1]!));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got) ? m[1] : undefined;
}

export function issueDeviceCookie(c: Context, secret: string, email: string, secure: boolean): void {
  const nonce = randomBytes(16).toString('base64url');
  setCookie(c, DEVICE_COOKIE, `${nonce}.${mac(secret, email, nonce)}`, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: YEAR,
  });
}
