import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/**
 * Service worker registration with `registerType: 'prompt'` semantics: a new version waits until the
 * customer accepts it. Screens that must not be interrupted (payments) hold a lock while mounted.
 */
let waiting: Workbox | undefined;
let locks = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Loaded after the first render so it never competes with the first screen.
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      waiting = wb;
      notify();
    });
    // Only a new version taking over needs a reload; the first install taking control does not.
    wb.addEventListener('controlling', (event) => {
      if (event.isUpdate) window.location.reload();
    });
    void wb.register().then((registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    });
  });
}

export function applyUpdate() {
  waiting?.messageSkipWaiting();
}

/** Held by screens in the middle of a payment so the update prompt stays out of the way. */
export function holdUpdates(): () => void {
  locks += 1;
  notify();
  return () => {
    locks -= 1;
    notify();
  };
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting !== undefined && locks === 0,
  );
}
