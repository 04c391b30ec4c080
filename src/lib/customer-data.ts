import type { QueryClient } from '@tanstack/react-query';
import { CUSTOMER_CACHES } from '../contract/offline';
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
 * What the device keeps of a customer beyond the session itself, set up once at start: the top
 * page's last-known state is restored and kept up to date, and on logout (or a forced sign-out)
 * it goes together with the cached instructions.
 */
export async function setUpCustomerData(client: QueryClient): Promise<void> {
  onSessionCleared(() => {
    forgetCopies();
    forgetPurchaseAttempt();
    return Promise.all([forgetLastKnown(), clearCustomerCaches()]).then(() => undefined);
  });
  await restoreLastKnown(client);
  keepLastKnown(client);
}
