import type { Language, Profile } from '@/contract';
import type { Db } from '@/server/db/client';

/**
 * A registration waiting for the link mailed to its address (docs/decisions/0044, 0065): the account
 * is created only when the link is confirmed with the registered password, once.
 */
export interface PendingRow extends Profile {
  email: string;
  password_hash: string;
  language: Language;
  sim_id: number;
  expires_at: Date;
}

export interface NewPending extends Profile {
  tokenHash: string;
  email: string;
  password_hash: string;
  language: Language;
  sim_id: number;
  expiresAt: Date;
  createdAt: Date;
}

export async function savePendingRegistration(db: Db, p: NewPending): Promise<void> {
  await db.query(
    `INSERT INTO pending_registrations (token_hash, email, password_hash, full_name, purpose_of_use, nationality, gender, date_of_birth,
                                        affiliation, language, sim_id, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13)`,
    [
      p.tokenHash,
      p.email,
      p.password_hash,
      p.full_name,
      p.purpose_of_use,
      p.nationality,
      p.gender,
      p.date_of_birth,
      p.affiliation,
      p.language,
      p.sim_id,
      p.expiresAt,
      p.createdAt,
    ],
  );
}

/** An unused registration's password hash and expiry: a cheap look before hashing anything. */
export async function findPendingRegistration(db: Db, tokenHash: string): Promise<{ password_hash: string; expires_at: Date } | undefined> {
  const [found] = await db.query<{ password_hash: string; expires_at: Date }>(
    'SELECT password_hash, expires_at FROM pending_registrations WHERE token_hash = $1 AND used_at IS NULL',
    [tokenHash],
  );
  return found;
}

/** Marks the registration used and answers it; undefined when it was used already (the single-use guard). */
export async function claimPendingRegistration(db: Db, tokenHash: string, nowMs: number): Promise<PendingRow | undefined> {
  const [pending] = await db.query<PendingRow>(
    `UPDATE pending_registrations SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL
      RETURNING email, password_hash, full_name, purpose_of_use, nationality, gender, date_of_birth::text AS date_of_birth,
                affiliation, language, sim_id, expires_at`,
    [tokenHash, new Date(nowMs)],
  );
  return pending;
}

/** Every other unused link of this address (it has its account now) becomes useless. */
export async function closeRegistrationsOf(db: Db, email: string, nowMs: number): Promise<void> {
  await db.query('UPDATE pending_registrations SET used_at = $2 WHERE lower(email) = lower($1) AND used_at IS NULL', [
    email,
    new Date(nowMs),
  ]);
}
