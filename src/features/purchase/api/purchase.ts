import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, IDEMPOTENCY_KEY_HEADER, PurchaseResponse } from '@/contract';
import { isApiError } from '@/lib/api-error';
import { request } from '@/lib/http';
import { purchaseAttemptAnswered, purchaseAttemptKey } from '@/lib/purchase-attempt';
import { purchaseKeys } from '@/features/purchase/keys';
import { STAY_WITH_THE_ORDER } from '@/features/purchase/money-answers';

/**
 * Purchase creates the unpaid order; its payment id carries the rest of the flow (spec §4). Its
 * Idempotency-Key names the purchase intent: it stays the same after a lost answer (said on the plan
 * screen, decision 0125) AND after an answer, until the final purchase or a cancel ends the intent, so a second tap
 * while /payment loads, or Back and Purchase again, gets the first order instead of another one
 * (decision 0023).
 */
export async function purchase(body: { id: number; plan_id: number }) {
  const key = purchaseAttemptKey(body.id, body.plan_id);
  try {
    return await request(API.purchase, {
      method: 'POST',
      body,
      schema: PurchaseResponse,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      ...STAY_WITH_THE_ORDER,
    });
  } catch (error) {
    // A refusal is an answer too (it made no order); without one the order may exist: keep the key.
    if (isApiError(error)) purchaseAttemptAnswered(key);
    throw error;
  }
}

export function usePurchase() {
  const queryClient = useQueryClient();
  // The new unpaid order belongs in the history the customer sees after Back: marked
  // stale only, so the way on to /payment waits for no refetch.
  return useMutation({
    mutationFn: purchase,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: purchaseKeys.orders(), refetchType: 'none' }),
  });
}
