import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MessageResponse } from '@/contract';
import { request } from '@/lib/http';
import { forgetPurchaseAttempt } from '@/lib/purchase-attempt';
import { purchaseKeys } from '@/features/purchase/keys';

export function cancelOrder(paymentId: string) {
  return request(API.cancel, { method: 'POST', body: { payment_id: paymentId }, schema: MessageResponse });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      // A cancelled order ends its purchase intent: the same plan again is a new order (decision 0023).
      forgetPurchaseAttempt();
      return queryClient.invalidateQueries({ queryKey: purchaseKeys.orders() });
    },
  });
}
