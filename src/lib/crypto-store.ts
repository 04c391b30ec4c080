import { createStore, get, set } from 'idb-keyval';

/**
 * Encryption of session values at rest (DESIGN.md security rules): AES-GCM under a key generated on
 * this device, non-extractable, kept in IndexedDB. Nothing secret ships in the bundle, and script
 * running in the page can use the key but never read it out.
 */
const keyStore = createStore('portal-keys', 'keys');
const KEY_NAME = 'session-key-v1';

export type Sealed = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };

let keyPromise: Promise<CryptoKey> | undefined;

async function loadOrCreateKey(): Promise<CryptoKey> {
  const existing = await get<CryptoKey>(KEY_NAME, keyStore);
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await set(KEY_NAME, key, keyStore);
  return key;
}

function deviceKey(): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey();
  return keyPromise;
}

export async function seal(value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(), plain);
  return { iv, data };
}

/** Throws when the value was sealed under another key or tampered with. */
export async function unseal<T>(sealed: Sealed): Promise<T> {
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, await deviceKey(), sealed.data);
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
