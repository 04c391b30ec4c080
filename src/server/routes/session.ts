import { Hono } from 'hono';
import { API, LogoutRequest, RefreshRequest } from '@/contract';
import { issueAccessToken } from '@/server/auth/access-token';
import { revokeFamilyOf, rotateRefreshToken } from '@/server/auth/refresh-tokens';
import type { AppEnv, Deps } from '@/server/context';
import { noQuery, readJson } from '@/server/http/validate';

/** Token refresh (rotation with reuse detection) and logout. Neither needs a valid access token. */
export function sessionRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.post(`/${API.refreshToken}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, RefreshRequest);
    const now = config.now();
    const secret = await deps.tokenSecret();
    const { userId, token, familyId } = await rotateRefreshToken(
      db,
      body.refresh_token,
      now,
      config.refreshTokenTtlSeconds,
      config.sessionMaxSeconds,
    );
    return c.json({
      access_token: await issueAccessToken(userId, secret, now, config.accessTokenTtlSeconds, familyId),
      refresh_token: token,
    });
  });

  app.post(`/${API.logout}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, LogoutRequest);
    // Unknown or already revoked: still 200, logging out twice is not an error.
    if (body.refresh_token) await revokeFamilyOf(db, body.refresh_token, config.now());
    return c.json({ message: 'Logged out.' });
  });

  return app;
}
