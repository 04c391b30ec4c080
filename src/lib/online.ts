import { useSyncExternalStore } from 'react';
import { connectionOf, type Connection } from './connection-rules';
import { httpEnv } from './http-env';

/**
 * Whether money and SIM actions can reach the API, and if not, why (lib/connection-rules.ts). The
 * device's "no" is reliable and comes at once; its "yes" can be wrong (Wi-Fi without internet, the API
 * down), so the HTTP client also says when a screen's own request got no answer, and when a later one
 * got any (lib/http.ts). While the API is silent, a probe of the portal's own address tells whether
 * anything of ours answers: if it does, it is our server; if not, the customer's connection.
 */
const REACHABILITY = 'portal-reachability';
let apiSilent = false;
let portalAnswered: boolean | undefined;
/** Counts the probes, so that an answer that comes after a newer probe was started is not taken. */
let probeRound = 0;

/** Long enough for a slow mobile line to answer a HEAD; a network that swallows requests is no connection. */
const PORTAL_PROBE_TIMEOUT_MS = 5_000;

const changed = () => window.dispatchEvent(new Event(REACHABILITY));

/** A new network is worth trying again: the next request tells. */
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    apiSilent = false;
    portalAnswered = undefined;
  });

function subscribe(listener: () => void): () => void {
  for (const event of ['online', 'offline', REACHABILITY]) window.addEventListener(event, listener);
  return () => {
    for (const event of ['online', 'offline', REACHABILITY]) window.removeEventListener(event, listener);
  };
}

/**
 * Asks the portal's own address for a small file, past the service worker (a HEAD it does not answer)
 * and the HTTP cache: any HTTP answer means the network reaches us.
 */
export async function probePortal(): Promise<void> {
  const round = ++probeRound;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), PORTAL_PROBE_TIMEOUT_MS);
  const answered = await httpEnv()
    .fetch(new URL('/favicon.svg', window.location.origin).href, { method: 'HEAD', cache: 'no-store', signal: abort.signal })
    .then(
      () => true,
      () => false,
    )
    .finally(() => clearTimeout(timer));
  if (round !== probeRound || !apiSilent || portalAnswered === answered) return;
  portalAnswered = answered;
  changed();
}

export function setServerReachable(reachable: boolean): void {
  if (apiSilent !== reachable) return;
  apiSilent = !reachable;
  portalAnswered = undefined;
  probeRound++;
  changed();
  if (apiSilent && navigator.onLine !== false) void probePortal();
}

export function connection(): Connection {
  return connectionOf({
    deviceOnline: typeof navigator === 'undefined' || navigator.onLine !== false,
    apiAnswered: !apiSilent,
    portalAnswered,
  });
}

/** The device says it is online, but the API did not answer the last time a screen asked: worth asking again. */
export const isApiSilent = (): boolean => apiSilent && navigator.onLine !== false;

export const isOnline = (): boolean => connection() === 'online';

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, connection, () => 'online');
}

export function useOnline(): boolean {
  return useConnection() === 'online';
}
