import { queryOptions } from '@tanstack/react-query';
import { API, CardUsageDays } from '@/contract';
import { request } from '@/lib/http';
import { accountKeys } from '@/features/account/keys';
import type { CardRef } from './card-info';

export function getUsageDays({ scId, usertype }: CardRef) {
  // The chart is never the page: with no answer it says so in its own box (or shows the kept chart)
  // instead of sending the customer to /networkerror.
  return request(API.cardUsageDays, { query: { id: scId, type: usertype }, schema: CardUsageDays, hasOfflineFallback: () => true });
}

/** Kept for offline like the usage figures (lib/last-known.ts); back online it is asked again at once. */
export const usageDaysOptions = (ref: CardRef) =>
  queryOptions({
    queryKey: accountKeys.usageDays(ref.scId),
    refetchOnReconnect: 'always',
    queryFn: () => getUsageDays(ref),
  });
