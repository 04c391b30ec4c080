import type { Db } from '@/server/db/client';
import { enqueueMail } from '@/server/mail/outbox';
import { orderEndedMail } from '@/server/mail/order-ended-mail';
import { japanDate } from './japan-time';
import type { OrderRow } from './orders';
import { planName } from './plans';
import { findUserById } from './users';

/** The screen where an ended order's plan is bought again, and where the history lists it as expired. */
const RECHARGE_PATHS = { 0: '/data-recharge', 1: '/use-period-extension' } as const;

/**
 * Tells the customer that an order ended at its payment deadline (docs/decisions/0126): called in
 * the transaction that ended it, so the mail is written exactly once, with the change it reports.
 * An order without a method never had a deadline and is never mailed.
 */
export async function mailOrderEnded(tx: Db, order: OrderRow, nowMs: number, origin: () => string): Promise<void> {
  if (!order.payment_method) return;
  const user = await findUserById(tx, order.user_id);
  if (!user) return;
  const lng = order.language;
  const mail = orderEndedMail(lng, {
    name: user.full_name,
    orderNumber: order.order_number,
    plan: planName(lng, order),
    amount: order.price,
    method: order.payment_method,
    deadline: japanDate((order.due_at ?? new Date(nowMs)).getTime()),
    link: `${origin()}${RECHARGE_PATHS[order.recharge_type]}?lng=${lng}`,
  });
  await enqueueMail(tx, { to: user.email, ...mail }, nowMs);
}
