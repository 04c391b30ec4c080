import type { OrderResult } from '@/contract';

/**
 * How often a screen that waits for a payment made elsewhere (a wallet, the store) asks about the
 * order, by the order's status: the wallet or the store tells our API, not the screen, so the screen
 * follows the order until it is paid and turns to "paid" without a reload.
 */
export const POLL_BY_STATUS: Record<OrderResult['status'], number | false> = { unpaid: 3000, paid: false };

/** The `refetchInterval` of an order's query: stop once it is paid or answers an error (an ended order among them). */
export function pollUntilPaid(state: { data?: Pick<OrderResult, 'status'> | undefined; error: unknown }): number | false {
  if (state.error) return false;
  return POLL_BY_STATUS[state.data?.status ?? 'unpaid'];
}
