import { useSyncExternalStore } from 'react';

/**
 * One-shot notices that outlive a navigation: the spec's alerts ("Authentication failed, Please
 * login to continue", undecryptable storage) are shown as an announced banner on the next screen
 * instead of a blocking window.alert.
 */
export type FlashKey = 'signedOut' | 'undecryptable' | 'passwordReset' | 'resetMailSent' | 'loggedOut';

let current: FlashKey | undefined;
const listeners = new Set<() => void>();

export function flash(key: FlashKey) {
  current = key;
  listeners.forEach((l) => l());
}

export function dismissFlash() {
  current = undefined;
  listeners.forEach((l) => l());
}

export function useFlash(): FlashKey | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
