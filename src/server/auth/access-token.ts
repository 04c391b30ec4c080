import { sign, verify } from 'hono/jwt';
import { ApiError } from '../http/errors';

/**
 * Access tokens are HS256 JWTs carrying the user id, their lifetime and the refresh-token family of
 * the login they belong to (`fam`), so a password change can sign out every other session and keep
 * this one. Expiry is checked here against the injected clock rather than by hono/jwt (which reads
 * the real one), so tests can age a token. The signature is checked first: an expired token with a
 * bad signature is "invalid" (E0012), not "expired" (E0022), since only E0022 makes the portal try a
 * refresh.
 */
const ISSUER = 'prepaid-portal-api';
const HS256 = { name: 'HMAC', hash: { name: 'SHA-256' } };

/**
 * The signing key as a CryptoKey, imported once per secret: given the secret as a string, hono/jwt
 * imports it again on every call, which was a third of the cost of checking a token (docs/performance.md).
 * A process has one secret (tests make a few), so the map stays small.
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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AccessClaims {
  userId: number;
  /** The session's refresh-token family; null in tokens issued before the claim existed. */
  familyId: string | null;
}

export async function issueAccessToken(userId: number, secret: string, nowMs: number, ttlSeconds: number, familyId?: string): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return sign({ sub: String(userId), iat, exp: iat + ttlSeconds, iss: ISSUER, ...(familyId ? { fam: familyId } : {}) }, await keyOf(secret), 'HS256');
}

/** Returns the claims, or throws E0012 (bad token) / E0022 (expired). */
export async function verifyAccessToken(token: string, secret: string, nowMs: number): Promise<AccessClaims> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, await keyOf(secret), { alg: 'HS256', exp: false, nbf: false, iat: false, iss: ISSUER });
  } catch {
    throw new ApiError('E0012');
  }
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.exp !== 'number') throw new ApiError('E0012');
  // Only we sign tokens, so a malformed family is a bug or a forged token: refuse rather than guess.
  const fam = payload.fam;
  if (fam !== undefined && (typeof fam !== 'string' || !UUID.test(fam))) throw new ApiError('E0012');
  if (payload.exp * 1000 <= nowMs) throw new ApiError('E0022');
  return { userId, familyId: fam ?? null };
}
