import { useSyncExternalStore } from 'react';

/**
 * Whether money and SIM actions can reach the API. The device's "no" is reliable and comes at once;
 * its "yes" can be wrong (Wi-Fi without internet, the API down), so the HTTP client also says when a
 * screen's own request got no answer, and when a later one got any (lib/http.ts).
 */
const REACHABILITY = 'portal-reachability';
let unreachable = false;

/** A new network is worth trying again: the next request tells. */
if (typeof window !== 'undefined') window.addEventListener('online', () => (unreachable = false));

function subscribe(listener: () => void): () => void {
  for (const event of ['online', 'offline', REACHABILITY]) window.addEventListener(event, listener);
  return () => {
    for (const event of ['online', 'offline', REACHABILITY]) window.removeEventListener(event, listener);
  };
}

export function setServerReachable(reachable: boolean): void {
  if (unreachable !== reachable) return;
  unreachable = !reachable;
  window.dispatchEvent(new Event(REACHABILITY));
}

/** The device says it is online, but the API did not answer the last time a screen asked. */
export const isServerUnreachable = (): boolean => unreachable;

export const isOnline = (): boolean => (typeof navigator === 'undefined' || navigator.onLine !== false) && !unreachable;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
