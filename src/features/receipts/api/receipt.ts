import { queryOptions } from '@tanstack/react-query';
import { Receipt, RECEIPT_API } from '@/contract/receipts';
import { request } from '@/lib/http';
import { receiptKeys } from '@/features/receipts/keys';

/** The receipt as it stands: reading it issues nothing, so the route may load it on preload. */
export function getReceipt(paymentId: string, lng: string) {
  return request(RECEIPT_API.receipt, { query: { id: paymentId }, schema: Receipt, language: lng });
}

export const receiptOptions = (paymentId: string, lng: string) =>
  queryOptions({ queryKey: receiptKeys.one(paymentId, lng), queryFn: () => getReceipt(paymentId, lng) });
