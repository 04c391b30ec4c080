import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, OrderResult } from '../../../contract';
import { request } from '../../../lib/http';
import { forgetPurchaseAttempt } from '../../../lib/purchase-attempt';

/** The final purchase request (spec §4): a card order is paid here; others wait for their payment. */
export function confirmOrder(paymentId: string) {
  return request(API.confirm, { method: 'POST', body: { payment_id: paymentId }, schema: OrderResult });
}

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSuccess: (order) => {
      // The purchase intent is over: buying the same plan again is a new order (decision 0023).
      forgetPurchaseAttempt();
      queryClient.setQueryData(['orders', 'one', order.payment_id], order);
      return Promise.all([queryClient.invalidateQueries({ queryKey: ['orders'] }), queryClient.invalidateQueries({ queryKey: ['cards'] })]);
    },
  });
}
