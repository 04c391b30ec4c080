import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import { ApiError } from '../http/errors';
import { verifyAccessToken } from './access-token';

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
    c.set('userId', claims.userId);
    c.set('sessionFamily', claims.familyId);
    await next();
  };
}
