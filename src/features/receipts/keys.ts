/** Query keys of receipts: one per order and language (the item and method come translated). */
export const receiptKeys = {
  all: () => ['receipt'] as const,
  one: (paymentId: string, lng: string) => [...receiptKeys.all(), paymentId, lng] as const,
};
