import type { RechargeType } from '@/contract';

/**
 * Every query key of the purchase journey. Orders (histories and single orders) share one root so
 * that a purchase, a payment or a cancel refreshes them together; the language is part of the keys
 * of what the API answers in the customer's language, and the fetchers take it from there.
 */
export const purchaseKeys = {
  plans: (type: RechargeType, scId: number, lng: string) => ['plans', type, scId, lng] as const,
  orders: () => ['orders'] as const,
  history: (type: RechargeType, scId: number) => [...purchaseKeys.orders(), type, scId] as const,
  historyPage: (type: RechargeType, scId: number, page: number, lng: string) => [...purchaseKeys.history(type, scId), page, lng] as const,
  order: (paymentId: string) => [...purchaseKeys.orders(), 'one', paymentId] as const,
  savedCards: () => ['saved-card'] as const,
  savedCard: (paymentId: string) => [...purchaseKeys.savedCards(), paymentId] as const,
};
