import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MessageResponse } from '../../../contract';
import { request } from '../../../lib/http';

export function cancelOrder(paymentId: string) {
  return request(API.cancel, { method: 'POST', body: { payment_id: paymentId }, schema: MessageResponse });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }) });
}
