import type { QueryClient } from '@tanstack/react-query';
import { CUSTOMER_CACHES } from '@/contract/offline';
import { forgetCopies } from './offline-copies';
import { forgetLastKnown, keepLastKnown, restoreLastKnown } from './last-known';
import { forgetPurchaseAttempt } from './purchase-attempt';
import { onSessionCleared } from './session';

/** The service worker's caches that hold a customer's instructions (their SIM id is in the URLs). */
export async function clearCustomerCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(CUSTOMER_CACHES.map((name) => caches.delete(name)));
}

/**
 * What the device keeps of a customer beyond the session itself, set up once per client when there
 * is a customer (at start with a stored session, or on entering the logged-in screens): the top page's
 * last-known state is restored and kept up to date, and on logout (or a forced sign-out) it goes
 * together with the cached instructions. Loaded only then: a guest's first screen never needs it.
 */
const setUps = new WeakMap<QueryClient, Promise<void>>();

export function setUpCustomerData(client: QueryClient): Promise<void> {
  let done = setUps.get(client);
  if (!done) {
    onSessionCleared(() => {
      // Every sign-out, forced (401, failed refresh, an ?ac= link) or not: nothing of this customer
      // stays in memory for the next one to be shown. /logout did this alone before.
      client.clear();
      forgetCopies();
      forgetPurchaseAttempt();
      return Promise.all([forgetLastKnown(), clearCustomerCaches()]).then(() => undefined);
    });
    done = restoreLastKnown(client).then(() => void keepLastKnown(client));
    setUps.set(client, done);
  }
  return done;
}
