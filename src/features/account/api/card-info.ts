import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API, CardInfo, type UserType } from '@/contract';
import { request } from '@/lib/http';
import { hasData } from '@/lib/last-known';
import { accountKeys } from '@/features/account/keys';

export type CardRef = { scId: number; usertype: UserType };

export function getCardInfo({ scId, usertype }: CardRef, hasOfflineFallback?: () => boolean) {
  return request(API.cardInfo, { query: { id: scId, type: usertype }, schema: CardInfo, hasOfflineFallback });
}

export const cardInfoOptions = (ref: CardRef) =>
  queryOptions({
    queryKey: accountKeys.info(ref.scId),
    // Kept for the top page's offline state (lib/last-known.ts): with an answer to show, no /networkerror;
    // back online, the kept answer is replaced at once, however recent it was.
    refetchOnReconnect: 'always',
    queryFn: ({ client, queryKey }) => getCardInfo(ref, hasData(client, queryKey)),
  });

export function useCardInfo(ref: CardRef) {
  return useSuspenseQuery(cardInfoOptions(ref));
}
