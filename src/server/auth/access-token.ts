import { sign, verify } from 'hono/jwt';
import { ApiError } from '../http/errors';

/**
 * Access tokens are HS256 JWTs carrying only the user id and their lifetime. Expiry is checked here
 * against the injected clock rather than by hono/jwt (which reads the real one), so tests can age a
 * token. The signature is checked first: an expired token with a bad signature is "invalid" (E0012),
 * not "expired" (E0022), since only E0022 makes the portal try a refresh.
 */
const ISSUER = 'prepaid-portal-api';

export async function issueAccessToken(userId: number, secret: string, nowMs: number, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return sign({ sub: String(userId), iat, exp: iat + ttlSeconds, iss: ISSUER }, secret, 'HS256');
}

/** Returns the user id, or throws E0012 (bad token) / E0022 (expired). */
export async function verifyAccessToken(token: string, secret: string, nowMs: number): Promise<number> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, secret, { alg: 'HS256', exp: false, nbf: false, iat: false, iss: ISSUER });
  } catch {
    throw new ApiError('E0012');
  }
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.exp !== 'number') throw new ApiError('E0012');
  if (payload.exp * 1000 <= nowMs) throw new ApiError('E0022');
  return userId;
}
