import { redirect } from '@tanstack/react-router';
import type { RechargeType } from '../contract';
import { updateSession } from '../lib/session';
import { ordersAllowed } from '../lib/order-access';
import { requireCard } from './-current-card';

/**
 * Recharge screens store their type (spec §2: 0 data, 1 usage period) so the payment steps and the
 * menu know which purchase is under way. Only SIMs with plans may enter (physical SIM, sonet eSIM).
 */
export async function requireRecharge(type: RechargeType, preload: boolean) {
  const { card } = requireOrders();
  // Not on preload: hovering "Use period extension" during a data purchase must not retype that purchase.
  if (!preload) await updateSession({ 'recharge-type': type });
  return { card };
}

/** Spec §2 order history access: physical-SIM and sonet-eSIM customers only; others go home. */
export function requireOrders() {
  const card = requireCard();
  if (!ordersAllowed(card.usertype)) throw redirect({ to: '/topPage', replace: true });
  return { card };
}
