import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@/contract';
import type { Deps } from '@/server/context';
import type { Db } from '@/server/db/client';
import type { SimRow } from '@/server/domain/sims';
import { toCardState } from '@/server/domain/sims';
import { issueAccessToken } from './access-token';
import { issueRefreshToken } from './refresh-tokens';

/**
 * The login answer (spec §3): the current SIM's state, the account email and a fresh token pair.
 * The caller passes the signing key in: fetching it may query the database, which inside a PGlite
 * transaction (one connection) would wait for that very transaction.
 */
export async function startSession(
  deps: Deps,
  db: Db,
  secret: string,
  user: { id: number; email: string },
  sim: SimRow,
): Promise<LoginResponse> {
  const now = deps.config.now();
  // A login starts a family; the access token names it so the session can be told from the others.
  const familyId = randomUUID();
  const refresh_token = await issueRefreshToken(db, user.id, now, deps.config.refreshTokenTtlSeconds, familyId);
  const access_token = await issueAccessToken(user.id, secret, now, deps.config.accessTokenTtlSeconds, familyId);
  return { ...toCardState(sim), user: { email: user.email }, access_token, refresh_token };
}
