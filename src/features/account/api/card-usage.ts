import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API, CardUsage } from '../../../contract';
import { request } from '../../../lib/http';
import type { CardRef } from './card-info';

export function getCardUsage({ scId, usertype }: CardRef) {
  return request(API.cardUsage, { query: { id: scId, type: usertype }, schema: CardUsage });
}

export const cardUsageOptions = (ref: CardRef) =>
  queryOptions({ queryKey: ['cards', ref.scId, 'usage'], queryFn: () => getCardUsage(ref) });

export function useCardUsage(ref: CardRef) {
  return useSuspenseQuery(cardUsageOptions(ref));
}
