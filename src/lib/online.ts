import { useSyncExternalStore } from 'react';

/**
 * Whether the device says it has a connection. A "yes" can be wrong (Wi-Fi without internet), so
 * screens still handle a request that gets no answer; a "no" is reliable and lets them say so at once.
 */
function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
