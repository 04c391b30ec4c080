import type { Language, Profile, ProfileResponse } from '@/contract';
import type { Db } from '@/server/db/client';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  full_name: string;
  language: Language;
  current_sim_id: number | null;
  /** Signed into the account's device cookies; a password reset or change adds one (auth/device-cookie.ts). */
  device_epoch: number;
}

const COLUMNS = 'id, email, password_hash, full_name, language, current_sim_id, device_epoch';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  // lower() on both sides matches the unique index users_email_lower_key.
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email.trim()]))[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]))[0];
}

export interface NewUser extends Profile {
  email: string;
  password_hash: string;
  language: Language;
  created_at: Date;
}

export async function insertUser(db: Db, u: NewUser): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash, full_name, purpose_of_use, nationality, gender, date_of_birth, affiliation, language, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10)
     RETURNING ${COLUMNS}`,
    [
      u.email.trim(),
      u.password_hash,
      u.full_name,
      u.purpose_of_use,
      u.nationality,
      u.gender,
      u.date_of_birth,
      u.affiliation,
      u.language,
      u.created_at,
    ],
  );
  return rows[0]!;
}

/** A new password hash; a new device epoch retires every device cookie of the account (decision 0067). */
export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $1, device_epoch = device_epoch + 1 WHERE id = $2', [passwordHash, userId]);
}

/**
 * As setPassword, only if the password is still `oldHash` (of two changes racing, one wins); answers
 * the account's address and new epoch, undefined when it lost.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  passwordHash: string,
  oldHash: string,
): Promise<{ email: string; device_epoch: number } | undefined> {
  const [row] = await db.query<{ email: string; device_epoch: number }>(
    'UPDATE users SET password_hash = $1, device_epoch = device_epoch + 1 WHERE id = $2 AND password_hash = $3 RETURNING email, device_epoch',
    [passwordHash, userId, oldHash],
  );
  return row;
}

/** Makes the SIM the account's current one; the caller knows it is theirs. */
export async function setCurrentSim(db: Db, userId: number, simId: number): Promise<void> {
  await db.query('UPDATE users SET current_sim_id = $1 WHERE id = $2', [simId, userId]);
}

/**
 * The contract checks the shape YYYY-MM-DD; this checks it is a real day (not 2023-02-31, which
 * PostgreSQL would refuse with an error) in the past and after 1900.
 */
export function isPlausibleBirthDate(iso: string, nowMs: number): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return false;
  return y >= 1900 && t <= nowMs;
}

/** date_of_birth as text: node-postgres would turn a date into a Date at local midnight. */
const PROFILE_COLUMNS = 'email, full_name, purpose_of_use, nationality, gender, date_of_birth::text AS date_of_birth, affiliation';

export async function findProfile(db: Db, userId: number): Promise<ProfileResponse | undefined> {
  return (await db.query<ProfileResponse>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [userId]))[0];
}

/** Replaces the profile fields (the email is the login name and stays); undefined if the user is gone. */
export async function updateProfile(db: Db, userId: number, p: Profile): Promise<ProfileResponse | undefined> {
  const rows = await db.query<ProfileResponse>(
    `UPDATE users SET full_name = $2, purpose_of_use = $3, nationality = $4, gender = $5, date_of_birth = $6::date, affiliation = $7
      WHERE id = $1
      RETURNING ${PROFILE_COLUMNS}`,
    [userId, p.full_name, p.purpose_of_use, p.nationality, p.gender, p.date_of_birth, p.affiliation],
  );
  return rows[0];
}
