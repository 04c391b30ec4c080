import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';

const KEY = 'token_secret';

/**
 * The access-token HMAC key when TOKEN_SECRET is not set: generated once and kept in the database, so
 * a restart (or a second API process on the same database) keeps accepting the tokens already out.
 * INSERT … ON CONFLICT DO NOTHING makes concurrent first starts agree on one value.
 */
export async function loadOrCreateTokenSecret(db: Db): Promise<string> {
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    KEY,
    randomBytes(48).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [KEY]);
  const value = rows[0]?.value;
  if (!value) throw new Error('token secret missing after insert');
  return value;
}

/** The generated secret if there is one, read through `db` (a transaction may pass itself: PGlite's one connection is busy with it). */
export async function readTokenSecret(db: Db): Promise<string | undefined> {
  return (await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [KEY]))[0]?.value;
}
