import { describe, expect, it } from 'vitest';
import { createStore, entries, set } from 'idb-keyval';
import { clearSession, getSession, hydrateSession, storedSession, updateSession } from '@/lib/session';

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

describe('the mark of a stored session (localStorage)', () => {
  const TOKENS = { accessToken: 'AT-mark', refreshToken: 'RT-mark' };

  it('says "yes" as a login starts writing, "no" once a logout has emptied the store', async () => {
    await clearSession();
    localStorage.clear();
    expect(storedSession()).toBe('unknown');
    const written = updateSession({ authTokens: TOKENS, email: 'mark@example.com', iccid: '8981100000000000777' });
    expect(storedSession()).toBe('yes');
    await written;
    // Only the mark: nothing of the customer in plain sight.
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/AT-mark|RT-mark|mark@example\.com|8981100000000000777/);
    const cleared = clearSession();
    expect(storedSession()).toBe('yes');
    await cleared;
    expect(storedSession()).toBe('no');
  });

  it('is filled in by a read of the store when missing', async () => {
    await updateSession({ authTokens: TOKENS });
    localStorage.clear();
    await hydrateSession();
    expect(storedSession()).toBe('yes');

    await clearSession();
    localStorage.clear();
    await hydrateSession();
    expect(storedSession()).toBe('no');
  });

  it('keeps "yes" when a read finds no session (another tab may be writing its login)', async () => {
    await clearSession();
    localStorage.setItem('portal-session-stored', 'yes');
    await hydrateSession();
    expect(getSession()).toEqual({});
    expect(storedSession()).toBe('yes');
  });

  it('a read that overlaps a login in this page keeps the login', async () => {
    await clearSession();
    localStorage.clear();
    const read = hydrateSession();
    const login = updateSession({ authTokens: TOKENS });
    await Promise.all([read, login]);
    expect(getSession().authTokens).toEqual(TOKENS);
    expect(storedSession()).toBe('yes');
  });
});
