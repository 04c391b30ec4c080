import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, MessageResponse, SavedCardResponse, type SavedCard } from '@/contract';
import { request } from '@/lib/http';
import { isApiError } from '@/lib/api-error';
import { purchaseKeys } from '@/features/purchase/keys';

/**
 * The customer's saved card, or null when there is none: our API answers 200 with only a message
 * (docs/decisions/0052); an operator's API that answers 404 E0028 means the same.
 */
export async function getSavedCard(paymentId: string): Promise<SavedCard | null> {
  try {
    const res = await request(API.savedCard, { query: { payment_id: paymentId }, schema: SavedCardResponse });
    return 'card_no' in res ? res : null;
  } catch (error) {
    if (isApiError(error, 'E0028')) return null;
    throw error;
  }
}

export const savedCardOptions = (paymentId: string) =>
  queryOptions({ queryKey: purchaseKeys.savedCard(paymentId), queryFn: () => getSavedCard(paymentId) });

export function deleteSavedCard() {
  return request(API.deleteCard, { method: 'DELETE', schema: MessageResponse });
}

export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.savedCards() }),
  });
}
