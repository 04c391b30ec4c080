import { useMutation } from '@tanstack/react-query';
import { API, PurchaseResponse } from '../../../contract';
import { request } from '../../../lib/http';

/** Purchase creates the unpaid order; its payment id carries the rest of the flow (spec §4). */
export function purchase(body: { id: number; plan_id: number }) {
  return request(API.purchase, { method: 'POST', body, schema: PurchaseResponse });
}

export function usePurchase() {
  return useMutation({ mutationFn: purchase });
}
