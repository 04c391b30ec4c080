import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, OrderResult } from '@/contract';
import { request } from '@/lib/http';
import { forgetPurchaseAttempt } from '@/lib/purchase-attempt';
import { purchaseKeys } from '@/features/purchase/keys';
import { refreshAfterPayment } from '@/features/purchase/after-payment';
import { STAY_WITH_THE_ORDER } from '@/features/purchase/money-answers';

/** The final purchase request (spec §4): a card order is paid here; others wait for their payment. */
export function confirmOrder(paymentId: string) {
  return request(API.confirm, { method: 'POST', body: { payment_id: paymentId }, schema: OrderResult, ...STAY_WITH_THE_ORDER });
}

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSuccess: (order) => {
      // The purchase intent is over: buying the same plan again is a new order (decision 0023).
      forgetPurchaseAttempt();
      // The answer is the order as it now stands: the next screen reads it from the cache, and no GET
      // repeats what we were just told. The histories and the SIM's data are out of date.
      queryClient.setQueryData(purchaseKeys.order(order.payment_id), order);
      return refreshAfterPayment(queryClient, order.payment_id);
    },
  });
}
