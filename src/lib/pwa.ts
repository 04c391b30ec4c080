import { useSyncExternalStore } from 'react';
import { onNewController, PAYMENT_LOCK, updateStep, type UpdateStep } from './update-rules';
import { API_BASE } from './portal-config';
import { serviceWorkerScriptUrl } from './sw-script-url';

/**
 * Service worker registration with `registerType: 'prompt'` semantics: a new version waits until the
 * customer accepts it. Screens that must not be interrupted (payments) hold updates while mounted, in
 * this tab and, through a shared Web Lock, for every other tab of the portal (decision 0017).
 * The browser's own API, not workbox-window: these few lines are on every first load (decision 0009).
 */
let waiting: ServiceWorker | undefined;
let holds = 0;
/** "Update now" was pressed and is being carried out (possibly waiting for another tab's payment). */
let applying = false;
let waitingForOtherTab = false;
/** A new version took control while this tab was paying: it reloads once the payment screens are left. */
let reloadAfterPayment = false;
let releasePaymentLock: (() => void) | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long "Update now" keeps the payment lock waiting for the new worker to take control. */
const TAKE_OVER_TIMEOUT_MS = 10_000;

/** Web Locks (not in Safari before 15.4): without them a tab knows only its own payment. */
const lockManager = (): LockManager | undefined => ('locks' in navigator && navigator.locks ? navigator.locks : undefined);

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
    // Every tab the worker controls gets this, whichever tab accepted the update.
    const action = onNewController({ wasControlled: controlled, heldHere: holds > 0 });
    controlled = true;
    waiting = undefined;
    notify();
    if (action === 'reload') window.location.reload();
    if (action === 'reload-after-payment') reloadAfterPayment = true;
  });
  void container.register(serviceWorkerScriptUrl(API_BASE, window.location.origin), { scope: '/' }).then((registration) => {
    // Browsers with workers blocked by policy (and test browsers that block them) resolve to nothing.
    if (!registration) return;
    offerWhenInstalled(registration.waiting);
    offerWhenInstalled(registration.installing);
    registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));
    setInterval(() => void registration.update(), UPDATE_CHECK_MS);
  });
}

/**
 * The customer said yes. The waiting worker takes over (sw/messages.ts) and every tab reloads — but
 * not while a tab holds the payment lock: then this tab says so and waits for the lock to be free.
 */
export function applyUpdate() {
  if (!waiting || applying) return;
  applying = true;
  void applyWhenNoPayment().finally(() => {
    applying = false;
    waitingForOtherTab = false;
    notify();
  });
}

async function applyWhenNoPayment() {
  const locks = lockManager();
  if (!locks) {
    if (updateStep({ locksSupported: false, heldHere: holds > 0, lockTaken: false, paymentStarting: false }) === 'skip-waiting')
      await takeOver();
    return;
  }
  let step = await locks.request(PAYMENT_LOCK, { mode: 'exclusive', ifAvailable: true }, (lock) => takeOverIfFree(locks, lock));
  // Each new request queues behind the payments that hold or wait for the lock, and is granted after them.
  while (step !== 'skip-waiting') {
    waitingForOtherTab = step === 'wait-for-other-tab';
    notify();
    step = await locks.request(PAYMENT_LOCK, { mode: 'exclusive' }, (lock) => takeOverIfFree(locks, lock));
  }
}

/** Runs holding the payment lock exclusively (or, with `ifAvailable`, with null when a tab holds it). */
async function takeOverIfFree(locks: LockManager, lock: Lock | null): Promise<UpdateStep> {
  const paymentStarting =
    lock !== null && ((await locks.query()).pending ?? []).some((l) => l.name === PAYMENT_LOCK && l.mode === 'shared');
  const step = updateStep({ locksSupported: true, heldHere: holds > 0, lockTaken: lock === null, paymentStarting });
  if (step === 'skip-waiting') await takeOver();
  return step;
}

/**
 * Tells the waiting worker to activate, and keeps the payment lock (when called under it) until the
 * new worker controls this tab, which then reloads: no payment screen can start in between. Bounded,
 * so that a worker that never activates does not keep payments' lock requests waiting.
 */
function takeOver(): Promise<void> {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, TAKE_OVER_TIMEOUT_MS);
  });
}

/**
 * Held by screens in the middle of a payment so no update interrupts it: the update prompt stays out
 * of the way, a new version that takes control anyway waits to reload, and other tabs see the lock.
 */
export function holdUpdates(): () => void {
  holds += 1;
  takePaymentLock();
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    notify();
    // The next screen of the same payment (payment → payment-verify) takes its hold in the same React
    // commit, right after this cleanup: only a tab that holds nothing after it has left the payment.
    queueMicrotask(afterPaymentLeft);
  };
}

/** One shared lock per tab, from its first hold to its last. */
function takePaymentLock() {
  const locks = lockManager();
  if (!locks || releasePaymentLock) return;
  const held = new Promise<void>((resolve) => (releasePaymentLock = resolve));
  // Granted at once unless a tab is applying an update this very moment; the in-tab hold counts meanwhile.
  locks.request(PAYMENT_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
}

function afterPaymentLeft() {
  if (holds > 0) return;
  releasePaymentLock?.();
  releasePaymentLock = undefined;
  // Old code under a new worker: the old build's chunks may be gone from its cache and the server.
  if (reloadAfterPayment) window.location.reload();
}

export type UpdatePromptState = 'hidden' | 'offer' | 'waiting-for-other-tab';

export function useUpdatePrompt(): UpdatePromptState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (waiting === undefined || holds > 0 ? 'hidden' : waitingForOtherTab ? 'waiting-for-other-tab' : 'offer'),
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
