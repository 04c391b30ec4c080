import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '@/server/context';
import { ApiError } from '@/server/http/errors';
import { verifyAccessToken } from './access-token';

/** A family is live while one of its tokens is unrevoked and the login is younger than SESSION_MAX_SECONDS. */
async function sessionLive(deps: Deps, userId: number, familyId: string): Promise<boolean> {
  const rows = await deps.db.query(
    `SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL
        AND (SELECT min(created_at) FROM refresh_tokens WHERE family_id = $1) > $3
      LIMIT 1`,
    [familyId, userId, new Date(deps.config.now() - deps.config.sessionMaxSeconds * 1000)],
  );
  return rows.length > 0;
}

/** Bearer authentication: no token → E0001, bad token → E0012, expired → E0022 (portal refreshes). */
export function requireUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Several route modules guard `cards/*`; the first guard that ran has already checked the token.
    if (c.get('userId') !== undefined) return next();
    const header = c.req.header('authorization');
    if (!header) throw new ApiError('E0001');
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw new ApiError('E0012');
    const claims = await verifyAccessToken(m[1]!, await deps.tokenSecret(), deps.config.now());
    // The session is checked on every request, not only at refresh: logout, a password change or
    // reset and reuse detection end it at once rather than when the access token expires. Tokens
    // without a family name no session and are refused.
    if (!claims.familyId || !(await sessionLive(deps, claims.userId, claims.familyId))) {
      throw new ApiError('E0012', { message: 'The session has ended. Please log in again.' });
    }
    c.set('userId', claims.userId);
    c.set('sessionFamily', claims.familyId);
    await next();
  };
}
