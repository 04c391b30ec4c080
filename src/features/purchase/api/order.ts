import { queryOptions } from '@tanstack/react-query';
import { API, OrderResult } from '@/contract';
import { request } from '@/lib/http';
import { purchaseKeys } from '@/features/purchase/keys';

export function getOrder(paymentId: string) {
  return request(API.order, { query: { id: paymentId }, schema: OrderResult });
}

export const orderOptions = (paymentId: string) =>
  queryOptions({ queryKey: purchaseKeys.order(paymentId), queryFn: () => getOrder(paymentId) });
