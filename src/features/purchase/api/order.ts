import { queryOptions } from '@tanstack/react-query';
import { API, OrderResult } from '../../../contract';
import { request } from '../../../lib/http';

export function getOrder(paymentId: string) {
  return request(API.order, { query: { id: paymentId }, schema: OrderResult });
}

export const orderOptions = (paymentId: string) => queryOptions({ queryKey: ['orders', 'one', paymentId], queryFn: () => getOrder(paymentId) });
