/// <reference lib="webworker" />

/** Message the page posts (src/lib/pwa.ts) when the customer accepts an update and no tab is paying. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/**
 * The new worker activates only when the page asks (never while a tab holds a payment), and then
 * takes control of open tabs at once so they do not keep talking to a worker that no longer exists.
 */
export function registerLifecycleMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) void scope.skipWaiting();
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(scope.clients.claim());
  });
}
