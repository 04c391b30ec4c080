import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API, CardInfo, type UserType } from '../../../contract';
import { request } from '../../../lib/http';

export type CardRef = { scId: number; usertype: UserType };

export function getCardInfo({ scId, usertype }: CardRef) {
  return request(API.cardInfo, { query: { id: scId, type: usertype }, schema: CardInfo });
}

export const cardInfoOptions = (ref: CardRef) =>
  queryOptions({ queryKey: ['cards', ref.scId, 'info'], queryFn: () => getCardInfo(ref) });

export function useCardInfo(ref: CardRef) {
  return useSuspenseQuery(cardInfoOptions(ref));
}
