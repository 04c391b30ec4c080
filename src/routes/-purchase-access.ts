import { redirect } from '@tanstack/react-router';
import { ordersAllowed } from '@/lib/order-access';
import { optionalTexts } from '@/lib/search-params';
import { requireCard } from './-current-card';

/**
 * Only SIMs with plans may enter the recharge screens (physical SIM, sonet eSIM). The screen itself
 * stores its type once shown (RechargeScreen): a guard runs on preload too, and hovering "Use period
 * extension" during a data purchase must not retype that purchase.
 */
export function requireRecharge() {
  return requireOrders();
}

/** Spec §2 order history access: physical-SIM and sonet-eSIM customers only; others go home. */
export function requireOrders() {
  const card = requireCard();
  if (!ordersAllowed(card.usertype)) throw redirect({ to: '/topPage', replace: true });
  return { card };
}

/**
 * Every step after the plan carries its order the same way, as `?paymentId=` (decision 0080): the
 * return URL a wallet or the store sends the customer back to has it there, and so does each step.
 */
export const PaymentSearch = optionalTexts({ paymentId: 64 });

/** Where a step opened without its order goes instead. */
const WITHOUT_ORDER = {
  '/payment': '/data-recharge',
  '/payment-verify': '/data-recharge',
  '/ordercompleted': '/topPage',
  '/payment-external': '/unauth',
} as const;

/** The one guard of the steps after the plan: their order's payment id, or on to where they make sense. */
export function requirePaymentId(step: keyof typeof WITHOUT_ORDER, search: { paymentId?: string | undefined }): string {
  if (!search.paymentId) throw redirect({ to: WITHOUT_ORDER[step], replace: true });
  return search.paymentId;
}
