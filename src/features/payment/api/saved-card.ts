import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MessageResponse, SavedCard } from '../../../contract';
import { request } from '../../../lib/http';
import { isApiError } from '../../../lib/api-error';

/** The customer's saved card, or null when there is none (the API answers 404). */
export async function getSavedCard(paymentId: string) {
  try {
    return await request(API.savedCard, { query: { payment_id: paymentId }, schema: SavedCard });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const savedCardOptions = (paymentId: string) => queryOptions({ queryKey: ['saved-card', paymentId], queryFn: () => getSavedCard(paymentId) });

export function deleteSavedCard() {
  return request(API.deleteCard, { method: 'DELETE', schema: MessageResponse });
}

export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saved-card'] }) });
}
