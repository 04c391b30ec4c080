import type { Db } from '@/server/db/client';

/** A single-use, short-lived link to set a new password, kept as the hash of its token. */
export async function savePasswordReset(db: Db, r: { tokenHash: string; userId: number; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.query('INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
    r.tokenHash,
    r.userId,
    r.expiresAt,
    r.createdAt,
  ]);
}

/** Whether the link is unused and unexpired: a cheap look before hashing a password. */
export async function isLivePasswordReset(db: Db, tokenHash: string, nowMs: number): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [
    tokenHash,
    new Date(nowMs),
  ]);
  return found.length > 0;
}

/** Marks a live link used and answers its account; undefined when it is not live (the single-use guard). */
export async function claimPasswordReset(
  db: Db,
  tokenHash: string,
  nowMs: number,
): Promise<{ user_id: number; email: string } | undefined> {
  const claimed = await db.query<{ user_id: number; email: string }>(
    `UPDATE password_resets r SET used_at = $2 FROM users u
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND u.id = r.user_id
      RETURNING r.user_id, u.email`,
    [tokenHash, new Date(nowMs)],
  );
  return claimed[0];
}

/** Every unused link of the account dies (its password was just set). */
export async function endPasswordResets(db: Db, userId: number, nowMs: number): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, new Date(nowMs)]);
}
