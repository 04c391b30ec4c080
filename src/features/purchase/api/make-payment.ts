import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MakePaymentResponse } from '@/contract';
import { request } from '@/lib/http';
import { forgetPurchaseAttempt } from '@/lib/purchase-attempt';
import { refreshAfterPayment } from '@/features/purchase/after-payment';
import { STAY_WITH_THE_ORDER } from '@/features/purchase/money-answers';

/** Pays an unpaid order: a card is charged now; wallets answer with their page, the store with its slip. */
export function makePayment(paymentId: string) {
  return request(API.makePayment, { method: 'POST', body: { payment_id: paymentId }, schema: MakePaymentResponse, ...STAY_WITH_THE_ORDER });
}

export function useMakePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePayment,
    onSuccess: (result) => {
      // Paid here (a card order left at its verify step, decision 0127): its purchase intent is over, so
      // buying the same plan again is a new order, not this paid one (decision 0023).
      if (result.status === 'paid') forgetPurchaseAttempt();
      return refreshAfterPayment(queryClient);
    },
  });
}
