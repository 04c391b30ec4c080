import { hashKey, type QueryClient } from '@tanstack/react-query';
import { simKeys } from '@/lib/query-keys';
import { purchaseKeys } from './keys';

/**
 * What a payment, a final purchase or an order paid outside the portal (a wallet, the store) makes
 * out of date: the histories and orders, and the SIM's data (its usage, validity and line list).
 * `fresh` names an order whose cached copy is the API's answer of a moment ago: left as it is.
 */
export function refreshAfterPayment(queryClient: QueryClient, fresh?: string): Promise<unknown> {
  const keep = fresh === undefined ? undefined : hashKey(purchaseKeys.order(fresh));
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: purchaseKeys.orders(), predicate: (query) => query.queryHash !== keep }),
    queryClient.invalidateQueries({ queryKey: simKeys.all() }),
  ]);
}
