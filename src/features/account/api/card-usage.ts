import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API, CardUsage } from '@/contract';
import { request } from '@/lib/http';
import { hasData } from '@/lib/last-known';
import { accountKeys } from '@/features/account/keys';
import type { CardRef } from './card-info';

export function getCardUsage({ scId, usertype }: CardRef, hasOfflineFallback?: () => boolean) {
  return request(API.cardUsage, { query: { id: scId, type: usertype }, schema: CardUsage, hasOfflineFallback });
}

export const cardUsageOptions = (ref: CardRef) =>
  queryOptions({
    queryKey: accountKeys.usage(ref.scId),
    // Kept for the top page's offline state (lib/last-known.ts): with an answer to show, no /networkerror;
    // back online, the kept answer is replaced at once, however recent it was.
    refetchOnReconnect: 'always',
    queryFn: ({ client, queryKey }) => getCardUsage(ref, hasData(client, queryKey)),
  });

export function useCardUsage(ref: CardRef) {
  return useSuspenseQuery(cardUsageOptions(ref));
}
