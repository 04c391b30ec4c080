import { createHmac, timingSafeEqual } from 'node:crypto';
import { decode, sign } from 'hono/jwt';
import { ApiError } from '@/server/http/errors';

/**
 * Access tokens are HS256 JWTs carrying the user id, their lifetime and the refresh-token family of
 * the login they belong to (`fam`), so a password change can sign out every other session and keep
 * this one. Expiry is checked here against the injected clock rather than by hono/jwt (which reads
 * the real one), so tests can age a token. The signature is checked first: an expired token with a
 * bad signature is "invalid" (E0012), not "expired" (E0022), since only E0022 makes the portal try a
 * refresh.
 * hono/jwt signs (and parses); the signature is checked with node:crypto's HMAC, which takes 3 µs
 * where WebCrypto's verify takes 25 µs and more under load: a tenth of a hot read (docs/performance.md).
 */
const ISSUER = 'prepaid-portal-api';
const HS256 = { name: 'HMAC', hash: { name: 'SHA-256' } };

/**
 * The signing key as a CryptoKey, imported once per secret (given a string, hono/jwt imports it
 * again on every call). A process has one secret (tests make a few), so the map stays small.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 16) keys.clear();
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), HS256, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}
/** An HS256 signature is 32 bytes: 43 base64url characters, no padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether `token` is header.payload.signature with the signature ours over header.payload, its header
 * naming HS256 (no other algorithm, no critical extensions) and its issuer us. Compared as the exact
 * base64url text, in constant time, so no other spelling of the same bytes passes.
 */
function signedByUs(token: string, secret: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !SIGNATURE.test(parts[2]!)) return undefined;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest('base64url');
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(parts[2]!))) return undefined;
  const { header, payload } = decode(token) as unknown as { header: Record<string, unknown>; payload: Record<string, unknown> };
  const typ = header.typ;
  if (header.alg !== 'HS256' || 'crit' in header || (typ !== undefined && (typeof typ !== 'string' || typ.toUpperCase() !== 'JWT')))
    return undefined;
  return payload.iss === ISSUER ? payload : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AccessClaims {
  userId: number;
  /** The session's refresh-token family; null in tokens issued before the claim existed. */
  familyId: string | null;
}

export async function issueAccessToken(
  userId: number,
  secret: string,
  nowMs: number,
  ttlSeconds: number,
  familyId?: string,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return sign(
    { sub: String(userId), iat, exp: iat + ttlSeconds, iss: ISSUER, ...(familyId ? { fam: familyId } : {}) },
    await keyOf(secret),
    'HS256',
  );
}

/** Returns the claims, or throws E0012 (bad token) / E0022 (expired). */
export async function verifyAccessToken(token: string, secret: string, nowMs: number): Promise<AccessClaims> {
  let payload: Record<string, unknown> | undefined;
  try {
    payload = signedByUs(token, secret);
  } catch {
    // A header or payload that is not base64url JSON.
    payload = undefined;
  }
  if (!payload) throw new ApiError('E0012');
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.exp !== 'number') throw new ApiError('E0012');
  // Only we sign tokens, so a malformed family is a bug or a forged token: refuse rather than guess.
  const fam = payload.fam;
  if (fam !== undefined && (typeof fam !== 'string' || !UUID.test(fam))) throw new ApiError('E0012');
  if (payload.exp * 1000 <= nowMs) throw new ApiError('E0022');
  return { userId, familyId: fam ?? null };
}
