import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readTokenSecret } from '@/server/auth/token-secret';
import { rootOf, type Db } from '@/server/db/client';

/**
 * Mail bodies are sealed at rest (docs/decisions/0045): AES-256-GCM under a key
 * derived (HKDF-SHA256) from the server secret (TOKEN_SECRET, decision 0036), so a copy of the
 * database alone reads no reset or registration link. The recipient is the associated data: a sealed
 * body moved to another row does not open.
 *
 * The key is known to the app that owns the database (createApp registers it for its Db); queries in a
 * transaction find it through their root Db. Writing mail for a Db nobody registered throws: mail is
 * never written in clear by accident.
 */
const INFO = 'prepaid-portal/outbox-seal/v1';
const PREFIX = 'v1.';
interface Entry {
  /** TOKEN_SECRET, or undefined when the secret is generated into the database (auth/token-secret.ts). */
  configured: string | undefined;
  /** The app's cached secret getter (Deps.tokenSecret): it may create the secret. */
  load: () => Promise<string>;
  key?: Buffer;
}
const keys = new WeakMap<Db, Entry>();
const derive = (secret: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));

export function registerMailKey(db: Db, configured: string | undefined, load: () => Promise<string>): void {
  keys.set(db, { configured, load });
}

async function keyFor(db: Db): Promise<Buffer> {
  const root = rootOf(db);
  const entry = keys.get(root);
  if (!entry) throw new Error('no mail key registered for this database (createApp registers it)');
  if (entry.key) return entry.key;
  let secret = entry.configured;
  // Mail is written inside transactions. A generated secret is read through the transaction: a query
  // on the root would wait for the very transaction that waits for it (PGlite has one connection).
  if (secret === undefined) secret = root === db ? await entry.load() : await readTokenSecret(db);
  if (secret === undefined) throw new Error('the token secret does not exist yet: no mail can be sealed');
  return (entry.key = derive(secret));
}

export async function seal(db: Db, to: string, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyFor(db), iv);
  cipher.setAAD(Buffer.from(`outbox:${to}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}`;
}

export async function unseal(db: Db, to: string, sealed: string): Promise<string> {
  const [iv, body] = sealed.slice(PREFIX.length).split('.');
  if (!sealed.startsWith(PREFIX) || !iv || !body) throw new Error('not a sealed mail body');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await keyFor(db), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`outbox:${to}`));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
}
