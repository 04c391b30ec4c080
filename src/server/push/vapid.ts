import webpush from 'web-push';
import type { Config, VapidKeys } from '@/server/config';
import type { Db } from '@/server/db/client';

const KEY = 'vapid_keys';
const SANDBOX_SUBJECT = 'mailto:alerts@sandbox.example.test';

const cache = new WeakMap<Db, Promise<VapidKeys | undefined>>();

/**
 * The keys this API signs pushes with, or undefined when push is off (production without
 * VAPID_* keys: mail alerts only). The sandbox makes a pair once and keeps it in the database, so a
 * restart or a second instance keeps the browsers' subscriptions (they are bound to the public key).
 */
export function pushKeys(db: Db, config: Pick<Config, 'vapid' | 'mode'>): Promise<VapidKeys | undefined> {
  if (config.vapid) return Promise.resolve(config.vapid);
  if (config.mode !== 'sandbox') return Promise.resolve(undefined);
  let keys = cache.get(db);
  if (!keys) {
    keys = sandboxKeys(db);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

async function sandboxKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  // ON CONFLICT DO NOTHING: instances starting at once agree on the first pair written.
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [KEY, JSON.stringify(made)]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [KEY]);
  const { publicKey, privateKey } = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject: SANDBOX_SUBJECT };
}
