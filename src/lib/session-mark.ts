/**
 * Whether a session is stored on this device, kept in plain sight beside it (localStorage), so a
 * guest's first screen need not open IndexedDB to find out (decision 0155). It says only "someone may
 * be signed in here": no token, email or ICCID. `yes` is written before a login's values are, `no`
 * only once the store is empty; without the mark (a first visit, storage of an older build) the store
 * itself has to be read.
 */
export const STORED_SESSION_KEY = 'portal-session-stored';
export type StoredSession = 'yes' | 'no' | 'unknown';

export function storedSession(): StoredSession {
  try {
    const mark = localStorage.getItem(STORED_SESSION_KEY);
    return mark === 'yes' || mark === 'no' ? mark : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function markStored(mark: 'yes' | 'no') {
  try {
    localStorage.setItem(STORED_SESSION_KEY, mark);
  } catch {
    // Storage refused (a locked-down browser): the store is read on each load instead.
  }
}
