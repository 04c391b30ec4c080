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
    // `event.isUpdate` alone is not enough: it says whether a worker controlled the page when it
    // loaded, so in a session that began on a first visit it stays false for every later update and
    // "Update now" swapped workers without reloading (tests/e2e/update.spec.ts). A worker that was
    // announced as waiting is an update by definition; the first install never waits.
    wb.addEventListener('controlling', (event) => {
      if (event.isUpdate || waiting !== undefined) window.location.reload();
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

/**
 * Resolves true once a service worker controls this page (what it fetches then lands in its caches),
 * false without service worker support or when none takes control in time.
 */
export function whenServiceWorkerControls(timeoutMs = 15_000): Promise<boolean> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return Promise.resolve(false);
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

/** Chromium's install prompt (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: BeforeInstallPromptEvent | undefined;
const installListeners = new Set<() => void>();
const notifyInstall = () => installListeners.forEach((l) => l());

/**
 * Keeps the browser's install prompt for the good moment (the top page) instead of letting Chrome
 * show its own banner on whatever screen the customer is on. Runs at start: the event comes early.
 */
export function captureInstallPrompt() {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as BeforeInstallPromptEvent;
    notifyInstall();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = undefined;
    notifyInstall();
  });
}

export function useCanPromptInstall(): boolean {
  return useSyncExternalStore(
    (l) => {
      installListeners.add(l);
      return () => installListeners.delete(l);
    },
    () => installPrompt !== undefined,
  );
}

/** Shows the browser's prompt; a prompt can be used once, whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = installPrompt;
  if (!event) return;
  installPrompt = undefined;
  notifyInstall();
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}
