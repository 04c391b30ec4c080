import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MakePaymentResponse } from '@/contract';
import { request } from '@/lib/http';
import { refreshAfterPayment } from '@/features/purchase/after-payment';
import { STAY_WITH_THE_ORDER } from '@/features/purchase/money-answers';

/** Pays an unpaid order: a card is charged now; wallets answer with their page, the store with its slip. */
export function makePayment(paymentId: string) {
  return request(API.makePayment, { method: 'POST', body: { payment_id: paymentId }, schema: MakePaymentResponse, ...STAY_WITH_THE_ORDER });
}

export function useMakePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makePayment, onSuccess: () => refreshAfterPayment(queryClient) });
}
