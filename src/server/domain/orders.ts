import { randomBytes, randomInt } from 'node:crypto';
import type { HistoryItem, HistoryPage, Language, OrderResult, PaymentMethodName, RechargeType } from '@/contract';
import type { Db } from '@/server/db/client';
import { JST_OFFSET_MS } from './japan-time';
import { planName, taxOf, type PlanDef } from './plans';
import { toEpochSeconds } from './sims';

/** Spec §2: the history shows 5 orders a page. */
export const HISTORY_PAGE_SIZE = 5;

export interface OrderRow {
  id: number;
  payment_id: string;
  order_number: string;
  user_id: number;
  sim_id: number;
  recharge_type: RechargeType;
  plan_id: number;
  plan_gb: number | null;
  plan_days: number | null;
  price: number;
  tax: number;
  language: Language;
  status: 'unpaid' | 'paid' | 'cancelled';
  payment_method: PaymentMethodName | null;
  card_token: string | null;
  smartpit_number: string | null;
  due_at: Date | null;
  ordered_at: Date;
  paid_at: Date | null;
  cancel_reason: 'customer' | 'deadline' | 'abandoned' | null;
}

export const ORDER_COLUMNS =
  'id, payment_id, order_number, user_id, sim_id, recharge_type::int AS recharge_type, plan_id, plan_gb, plan_days, price, tax, language, ' +
  'status, payment_method, card_token, smartpit_number, due_at, ordered_at, paid_at, cancel_reason';

/** 16 random bytes: a payment id can be shown in a URL without letting anyone guess another. */
export const newPaymentId = () => `pi_${randomBytes(16).toString('base64url')}`;

/** Convenience-store payment number (12 digits, as Smartpit prints them). */
export const newSmartpitNumber = () => Array.from({ length: 12 }, () => randomInt(10)).join('');

export interface NewOrder {
  userId: number;
  simId: number;
  plan: PlanDef;
  language: Language;
  nowMs: number;
}

export async function createOrder(db: Db, o: NewOrder): Promise<OrderRow> {
  const day = new Date(o.nowMs + JST_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
  const rows = await db.query<OrderRow>(
    `INSERT INTO orders (payment_id, order_number, user_id, sim_id, recharge_type, plan_id, plan_gb, plan_days, price, tax, language, ordered_at)
     VALUES ($1, 'PP' || $2 || lpad(nextval('order_number_seq')::text, 6, '0'), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${ORDER_COLUMNS}`,
    [
      newPaymentId(),
      day,
      o.userId,
      o.simId,
      o.plan.rechargeType,
      o.plan.id,
      o.plan.gb,
      o.plan.days,
      o.plan.price,
      taxOf(o.plan.price),
      o.language,
      new Date(o.nowMs),
    ],
  );
  return rows[0]!;
}

/**
 * An order of this user that the customer can still see (cancelled ones are gone), or undefined:
 * callers answer 404 either way, so another customer's payment id reveals nothing.
 */
export async function findOwnOrder(db: Db, userId: number, paymentId: string): Promise<OrderRow | undefined> {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE payment_id = $1 AND user_id = $2 AND status <> 'cancelled'`,
    [paymentId, userId],
  );
  return rows[0];
}

/** Why the caller's order with this payment id ended, if it did: 'deadline' makes E0030, 'abandoned' E0060. */
export async function endedOwnOrder(db: Db, userId: number, paymentId: string): Promise<string | undefined> {
  const rows = await db.query<{ cancel_reason: string | null }>(
    `SELECT cancel_reason FROM orders WHERE payment_id = $1 AND user_id = $2 AND status = 'cancelled'`,
    [paymentId, userId],
  );
  return rows[0]?.cancel_reason ?? undefined;
}

/** By payment id alone: the sandbox gateway's pages stand in for a provider, which has no login of ours. */
export async function findOrderByPaymentId(db: Db, paymentId: string): Promise<OrderRow | undefined> {
  return (await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE payment_id = $1`, [paymentId]))[0];
}

/** A card's confirm window says nothing once it is paid (cards are charged at once): no deadline then. */
const shownDeadline = (o: OrderRow) => (o.status === 'paid' && o.payment_method === 'credit_card' ? null : toEpochSeconds(o.due_at));

export function toOrderResult(o: OrderRow, lng: Language): OrderResult {
  return {
    payment_id: o.payment_id,
    plan: planName(lng, o),
    recharge_type: o.recharge_type,
    price: o.price,
    tax: o.tax,
    total_price: o.price,
    currency: 'JPY',
    payment_method: o.payment_method,
    status: o.status === 'paid' ? 'paid' : 'unpaid',
    due_date: shownDeadline(o),
    order_date: toEpochSeconds(o.ordered_at)!,
    order_number: o.order_number,
    smartpit_number: o.smartpit_number,
  };
}

/** Paid, unpaid, or (listed for a while after its deadline passed, decision 0126) expired. */
const historyStatus = (o: OrderRow): HistoryItem['status'] => (o.status === 'cancelled' ? 'expired' : o.status);

function toHistoryItem(o: OrderRow, lng: Language): HistoryItem {
  return {
    id: o.payment_id,
    plan: planName(lng, o),
    price: o.price,
    status: historyStatus(o),
    due_date: shownDeadline(o),
    order_date: toEpochSeconds(o.ordered_at)!,
    payment_method: o.payment_method,
  };
}

/**
 * How long an order that ended at its payment deadline stays in the history, marked expired with
 * that date (decision 0126): a traveller who left a slip unpaid finds out where they look for it,
 * and the list goes back to what is paid or owed after a month.
 */
export const EXPIRED_LISTED_DAYS = 30;

/**
 * What the history lists ($3: the oldest deadline an expired order may have): orders the customer
 * confirmed a way to pay for, not cancelled, and those that ended at their deadline within the window.
 */
const LISTED = `((status <> 'cancelled' AND payment_method IS NOT NULL) OR (cancel_reason = 'deadline' AND due_at > $3))`;

/**
 * One SIM's orders of one type, newest first; a page past the end is empty (and says which it is).
 * An order without a payment method (Purchase, then Back) is a draft the customer never confirmed:
 * not listed, so it never looks like a debt, and ended an hour later (decision 0051). One the customer
 * cancelled is gone; one that ended at its deadline is listed as expired for EXPIRED_LISTED_DAYS.
 */
export async function historyPage(
  db: Db,
  simId: number,
  type: RechargeType,
  page: number,
  lng: Language,
  nowMs: number,
): Promise<HistoryPage> {
  const window = new Date(nowMs - EXPIRED_LISTED_DAYS * 24 * 3600 * 1000);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE sim_id = $1 AND recharge_type = $2 AND ${LISTED}`,
    [simId, type, window],
  );
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE sim_id = $1 AND recharge_type = $2 AND ${LISTED}
      ORDER BY ordered_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [simId, type, window, HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE],
  );
  return { list: rows.map((o) => toHistoryItem(o, lng)), total_pages: Math.max(1, Math.ceil(n / HISTORY_PAGE_SIZE)), current_page: page };
}

/**
 * How long a card order waits for its final purchase (decision 0051): the card is charged by the
 * customer's Purchase on the verify screen, which the history cannot offer (spec §2 hides Pay for
 * cards), so one never confirmed would otherwise stay "unpaid" for ever.
 */
export const CARD_CONFIRM_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Registers how an unpaid order will be paid. A new method starts over: the deadline and slip
 * number of an earlier choice no longer apply; a card gets its day to be confirmed, the other
 * methods their deadline at the final purchase. Undefined: the order was paid or cancelled meanwhile.
 */
export async function registerMethod(
  db: Db,
  orderId: number,
  method: PaymentMethodName,
  cardToken: string | null,
  lng: Language,
  nowMs: number,
): Promise<OrderRow | undefined> {
  const due = method === 'credit_card' ? new Date(nowMs + CARD_CONFIRM_WINDOW_MS) : null;
  const rows = await db.query<OrderRow>(
    `UPDATE orders SET payment_method = $2, card_token = $3, due_at = $5, smartpit_number = NULL, language = $4
      WHERE id = $1 AND status = 'unpaid'
      RETURNING ${ORDER_COLUMNS}`,
    [orderId, method, cardToken, lng, due],
  );
  return rows[0];
}

/** Days a wallet or the convenience store gives the customer to pay (our choice; decision 0012). */
export const PAYMENT_WINDOW_DAYS: Record<Exclude<PaymentMethodName, 'credit_card'>, number> = {
  smartpit: 3,
  alipay: 1,
  wechat: 1,
  unionpay: 1,
};

/**
 * The final purchase of an order paid outside the portal: it now waits for the money, with a
 * deadline (and a slip number for the convenience store). Repeating it keeps the first deadline.
 */
export async function awaitPayment(db: Db, order: OrderRow, nowMs: number, lng: Language): Promise<OrderRow | undefined> {
  if (!order.payment_method || order.payment_method === 'credit_card') return order;
  const due = new Date(nowMs + PAYMENT_WINDOW_DAYS[order.payment_method] * 24 * 3600 * 1000);
  const slip = order.payment_method === 'smartpit' ? newSmartpitNumber() : null;
  const rows = await db.query<OrderRow>(
    `UPDATE orders SET due_at = coalesce(due_at, $2), smartpit_number = coalesce(smartpit_number, $3), language = $4
      WHERE id = $1 AND status = 'unpaid' AND payment_method = $5
      RETURNING ${ORDER_COLUMNS}`,
    [order.id, due, slip, lng, order.payment_method],
  );
  return rows[0];
}

/** Unpaid → cancelled; undefined when it was not unpaid (paid, or cancelled by a racing request). */
export async function cancelOrder(db: Db, orderId: number, nowMs: number): Promise<OrderRow | undefined> {
  const rows = await db.query<OrderRow>(
    `UPDATE orders SET status = 'cancelled', cancelled_at = $2, cancel_reason = 'customer' WHERE id = $1 AND status = 'unpaid' RETURNING ${ORDER_COLUMNS}`,
    [orderId, new Date(nowMs)],
  );
  return rows[0];
}
