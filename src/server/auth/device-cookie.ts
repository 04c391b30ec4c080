import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * Device cookies (OWASP Authentication Cheat Sheet; docs/decisions/0033-login-throttling.md): a
 * successful login leaves a signed cookie naming the account, and a login from a device holding one
 * for that account skips the per-account limit, so strangers failing on the account from many
 * addresses cannot lock its owner out. The cookie is `nonce.mac`, mac = HMAC(token secret,
 * account|epoch|nonce): nothing to look up, nothing stored, and it cannot be made for another account.
 * The epoch is the account's `device_epoch`: a password reset or change adds one, so every cookie
 * made before, a stolen copy included, names no known device any more (decision 0067).
 */
export const DEVICE_COOKIE = 'device';
const YEAR = 365 * 24 * 60 * 60;

/** Whose device: the account's address and its current device epoch. */
export interface DeviceAccount {
  email: string;
  device_epoch: number;
}

/** Where the portal is: `https` when PUBLIC_URL is; `portalOrigins` the other origins it is served on (CORS_ORIGINS). */
export interface DeviceCookieSite {
  https: boolean;
  portalOrigins: readonly string[];
}

const mac = (secret: string, account: DeviceAccount, nonce: string) =>
  createHmac('sha256', secret).update(`device|${account.email.trim().toLowerCase()}|${account.device_epoch}|${nonce}`).digest('base64url');

/** The nonce of a valid device cookie for this account at its current epoch, else undefined. */
export function trustedDevice(c: Context, secret: string, account: DeviceAccount | undefined): string | undefined {
  const raw = getCookie(c, DEVICE_COOKIE);
  const m = account && raw ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(raw) : null;
  if (!m || !account) return undefined;
  const want = Buffer.from(mac(secret, account, m[1]!));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got) ? m[1] : undefined;
}

/**
 * A call from a configured portal on another origin (portal-only, decision 0066) gets a cookie that
 * travels on that portal's credentialed fetches even when the two origins are different sites:
 * SameSite=None needs Secure, and Partitioned keeps it working where third-party cookies are blocked
 * (it is only ever read under the portal's own top-level site). Browsers take Secure cookies from
 * https and from loopback only. Every other call keeps SameSite=Strict.
 */
function attributesFor(c: Context, site: DeviceCookieSite) {
  const origin = c.req.header('origin');
  if (origin && site.portalOrigins.includes(origin)) return { sameSite: 'None', secure: true, partitioned: true } as const;
  return { sameSite: 'Strict', secure: site.https } as const;
}

export function issueDeviceCookie(c: Context, secret: string, account: DeviceAccount, site: DeviceCookieSite): void {
  const nonce = randomBytes(16).toString('base64url');
  setCookie(c, DEVICE_COOKIE, `${nonce}.${mac(secret, account, nonce)}`, {
    path: '/api/',
    httpOnly: true,
    maxAge: YEAR,
    ...attributesFor(c, site),
  });
}
