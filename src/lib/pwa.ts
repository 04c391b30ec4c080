import { useSyncExternalStore } from 'react';

/**
 * Service worker registration with `registerType: 'prompt'` semantics: a new version waits until the
 * customer accepts it. Screens that must not be interrupted (payments) hold a lock while mounted.
 * The browser's own API, not workbox-window: these few lines are on every first load (decision 0009).
 */
let waiting: ServiceWorker | undefined;
let locks = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** A worker that finished installing while another one controls the page is an update waiting. */
function offerWhenInstalled(worker: ServiceWorker | null) {
  if (!worker) return;
  const check = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) {
      waiting = worker;
      notify();
    }
  };
  worker.addEventListener('statechange', check);
  check();
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const container = navigator.serviceWorker;
  // Only a new version taking over needs a reload; the first install taking control does not.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  void container.register('/sw.js', { scope: '/' }).then((registration) => {
    offerWhenInstalled(registration.waiting);
    offerWhenInstalled(registration.installing);
    registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));
    setInterval(() => void registration.update(), UPDATE_CHECK_MS);
  });
}

/** The customer said yes: the waiting worker takes over (sw/messages.ts) and the page reloads. */
export function applyUpdate() {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
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
