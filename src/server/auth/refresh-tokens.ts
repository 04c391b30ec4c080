import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';

/** Random 256-bit tokens; the database only ever sees their SHA-256. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a refresh-token family (one per login) or continues one (rotation). */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  nowMs: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newOpaqueToken();
  await db.query('INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
    sha256(token),
    userId,
    familyId,
    new Date(nowMs + ttlSeconds * 1000),
    new Date(nowMs),
  ]);
  return token;
}

type RotateResult = { ok: true; userId: number; token: string; familyId: string } | { ok: false };

/**
 * A retired token shown again this soon after its rotation raced it (two tabs refreshing at once, a
 * client retrying): refused, but not taken for theft (docs/decisions/0015-refresh-races.md).
 */
export const REFRESH_RACE_SECONDS = 10;

/**
 * Retires the presented token and issues its successor in the same family. A token that was already
 * retired being shown again later than REFRESH_RACE_SECONDS after its rotation means it was copied:
 * the whole family is revoked, so both the thief and the customer must log in again (OAuth 2.0
 * Security BCP §4.14). The revocation is committed before the 401 goes out. Of racing requests with
 * one token exactly one wins (the conditional UPDATE); the others get 401 and the family lives on, so
 * the winner stays signed in.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  nowMs: number,
  ttlSeconds: number,
  sessionMaxSeconds: number = Number.MAX_SAFE_INTEGER / 1000,
): Promise<{ userId: number; token: string; familyId: string }> {
  const hash = sha256(token);
  const now = new Date(nowMs);
  // Rotation slides the refresh token's expiry, but not past the login's absolute lifetime.
  const bornAfter = new Date(Math.max(0, nowMs - sessionMaxSeconds * 1000));
  const result = await db.tx<RotateResult>(async (tx) => {
    const live = await tx.query<{ user_id: number; family_id: string }>(
      `UPDATE refresh_tokens t SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
          AND (SELECT min(created_at) FROM refresh_tokens f WHERE f.family_id = t.family_id) > $3
        RETURNING user_id, family_id`,
      [hash, now, bornAfter],
    );
    const row = live[0];
    if (row) {
      const next = await issueRefreshToken(tx, row.user_id, nowMs, ttlSeconds, row.family_id);
      return { ok: true, userId: row.user_id, token: next, familyId: row.family_id };
    }
    const [seen] = await tx.query<{ family_id: string; used_at: Date | null }>(
      'SELECT family_id, used_at FROM refresh_tokens WHERE token_hash = $1',
      [hash],
    );
    if (seen?.used_at && nowMs - seen.used_at.getTime() > REFRESH_RACE_SECONDS * 1000) await revokeFamily(tx, seen.family_id, nowMs);
    return { ok: false };
  });
  if (!result.ok) throw new ApiError('E0005');
  return { userId: result.userId, token: result.token, familyId: result.familyId };
}

export async function revokeFamily(db: Db, familyId: string, nowMs: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, new Date(nowMs)]);
}

/** Logout: ends the session the token belongs to, whatever state it is in. */
export async function revokeFamilyOf(db: Db, token: string, nowMs: number): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
      WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
    [sha256(token), new Date(nowMs)],
  );
}

/** Password reset: every session of the user ends. */
export async function revokeAllForUser(db: Db, userId: number, nowMs: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, new Date(nowMs)]);
}

/**
 * Password change: every session of the user ends except the one that changed it (its family, from
 * the access token). Without a family (a token from before the claim existed) all of them end.
 */
export async function revokeOtherFamilies(db: Db, userId: number, keepFamilyId: string | null, nowMs: number): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)',
    [userId, keepFamilyId, new Date(nowMs)],
  );
}
