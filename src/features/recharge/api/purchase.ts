import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, IDEMPOTENCY_KEY_HEADER, PurchaseResponse } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import { request } from '../../../lib/http';
import { purchaseAttemptAnswered, purchaseAttemptKey } from '../../../lib/purchase-attempt';

/**
 * Purchase creates the unpaid order; its payment id carries the rest of the flow (spec §4). Its
 * Idempotency-Key stays the same until the API answers, so pressing Purchase again after a lost
 * answer (/networkerror, Back) gets the order the first press made instead of a second one.
 */
export async function purchase(body: { id: number; plan_id: number }) {
  const key = purchaseAttemptKey(body.id, body.plan_id);
  try {
    const res = await request(API.purchase, { method: 'POST', body, schema: PurchaseResponse, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
    purchaseAttemptAnswered(key);
    return res;
  } catch (error) {
    // A refusal is an answer too (it made no order); without one the order may exist: keep the key.
    if (isApiError(error)) purchaseAttemptAnswered(key);
    throw error;
  }
}

export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchase,
    // The new unpaid order belongs in every history at once, not after the 30 s a list stays fresh.
    // Not awaited: the customer goes on to the payment methods while the lists refetch.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
