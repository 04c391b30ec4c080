import { describe, expect, it } from 'vitest';
import { createStore, entries, set } from 'idb-keyval';
import { clearSession, getSession, hydrateSession, updateSession } from '@/lib/session';

const rawStore = createStore('portal-session', 'values');

describe('encrypted session', () => {
  it('keeps nothing readable in IndexedDB and reads it back after a reload', async () => {
    await clearSession();
    await updateSession({
      email: 'traveller@example.com',
      iccid: '8981100000000000001',
      authTokens: { accessToken: 'AT-secret', refreshToken: 'RT-secret' },
    });
    const raw = JSON.stringify(
      (await entries(rawStore)).map(([k, v]) => [k, Array.from(new Uint8Array((v as { data: ArrayBuffer }).data))]),
    );
    const text = new TextDecoder().decode(new Uint8Array(JSON.parse(raw).flatMap(([, bytes]: [string, number[]]) => bytes)));
    for (const secret of ['traveller@example.com', '8981100000000000001', 'AT-secret', 'RT-secret']) expect(text).not.toContain(secret);

    await hydrateSession();
    expect(getSession()).toMatchObject({ email: 'traveller@example.com', authTokens: { accessToken: 'AT-secret' } });
  });

  it('starts clean when a stored value cannot be decrypted', async () => {
    await updateSession({ email: 'a@example.com' });
    await set('email', { iv: new Uint8Array(12), data: new Uint8Array([1, 2, 3]).buffer }, rawStore);
    expect(await hydrateSession()).toBe('undecryptable');
    expect(getSession()).toEqual({});
    expect(await entries(rawStore)).toEqual([]);
  });
});
