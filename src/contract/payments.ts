import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const EpochSeconds = v.pipe(v.number(), v.integer());
const PaymentId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** History page-button block (spec §9). */
export const PAGE_BLOCK = 5;

/** Recharge types (spec §3 session value): 0 data recharge, 1 usage period extension. */
export const RECHARGE_TYPES = { data: 0, extension: 1 } as const;
export type RechargeType = 0 | 1;

/** A plan (spec §3): size in GB for data plans, days for extension plans; validity 0 = none. */
export const Plan = v.object({
  id: v.number(),
  size: v.nullable(v.number()),
  days: v.nullable(v.number()),
  price: v.number(),
  currency: v.literal('JPY'),
  validity: EpochSeconds,
});
export type Plan = v.InferOutput<typeof Plan>;
export const PlanList = v.object({ plan: v.array(Plan) });
export type PlanList = v.InferOutput<typeof PlanList>;

/** Query of plan lists and histories: the SIM (id) and, for histories, the page (default 1). */
export const PlansQuery = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)) });
export const HistoryQuery = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});

/** POST plans/recharge: creates an unpaid order for the plan; the purchase flow carries its id. */
export const PurchaseRequest = v.object({ id: Id, plan_id: Id });
export const PurchaseResponse = v.object({ payment_id: v.string(), message: v.string() });

/**
 * Optional header of POST plans/recharge (decision 0018): a random id the portal makes for one
 * purchase attempt and sends again when it retries it, so an answer lost on the way back cannot
 * make a second order. Scoped to the customer; strict, so it can go into a URL-safe log line.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, '16 to 64 characters of A-Z a-z 0-9 _ -'));
export type PurchaseResponse = v.InferOutput<typeof PurchaseResponse>;

/** Payment method strings in history and orders (spec §3). */
export const PAYMENT_METHODS = ['credit_card', 'smartpit', 'alipay', 'wechat', 'unionpay'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
/** Payment method codes (spec §3): credit card 0, convenience store 1, Alipay 2, WeChat Pay 3, UnionPay 4. */
export const PAYMENT_METHOD_CODES: Record<PaymentMethodName, number> = { credit_card: 0, smartpit: 1, alipay: 2, wechat: 3, unionpay: 4 };

/**
 * A history item (spec §3: paid or unpaid). Ours also lists, for a while, an order that ended at its
 * payment deadline: 'expired', its due_date the deadline that passed (docs/decisions/0126).
 */
export const HistoryItem = v.object({
  id: v.string(),
  plan: v.string(),
  price: v.number(),
  status: v.picklist(['paid', 'unpaid', 'expired']),
  due_date: v.nullable(EpochSeconds),
  order_date: EpochSeconds,
  payment_method: v.nullable(v.picklist(PAYMENT_METHODS)),
});
export type HistoryItem = v.InferOutput<typeof HistoryItem>;
export const HistoryPage = v.object({ list: v.array(HistoryItem), total_pages: v.number(), current_page: v.number() });
export type HistoryPage = v.InferOutput<typeof HistoryPage>;

/** GET payments?id=<payment_id>, and the answer of the final purchase (spec §3 order result). */
export const OrderResult = v.object({
  payment_id: v.string(),
  plan: v.string(),
  recharge_type: v.picklist([0, 1]),
  price: v.number(),
  tax: v.number(),
  total_price: v.number(),
  currency: v.literal('JPY'),
  payment_method: v.nullable(v.picklist(PAYMENT_METHODS)),
  status: v.picklist(['paid', 'unpaid']),
  due_date: v.nullable(EpochSeconds),
  order_date: EpochSeconds,
  order_number: v.string(),
  smartpit_number: v.nullable(v.string()),
});
export type OrderResult = v.InferOutput<typeof OrderResult>;
export const OrderQuery = v.object({ id: PaymentId });

/** POST payments/reg_payment (spec §3): the provider's token only, never a card number. */
export const RegPaymentRequest = v.object({
  tkn: v.optional(v.pipe(v.string(), v.maxLength(200))),
  payment_method: v.picklist([0, 1, 2, 3, 4]),
  /** true: keep this card for later purchases. */
  credit: v.boolean(),
  /** true when paying with the saved card without entering one. */
  first_payment_method: v.optional(v.boolean()),
  payment_id: PaymentId,
});
export type RegPaymentRequest = v.InferOutput<typeof RegPaymentRequest>;

export const PaymentIdRequest = v.object({ payment_id: PaymentId });
/** POST payments (make payment): a wallet's page as HTML, the convenience-store slip, or done. */
export const MakePaymentResponse = v.object({
  html_content: v.optional(v.string()),
  smartpit_url: v.optional(v.string()),
  status: v.picklist(['paid', 'unpaid']),
});
export type MakePaymentResponse = v.InferOutput<typeof MakePaymentResponse>;

/** GET payments/credit_card_show?payment_id (spec §3 saved card). */
export const SavedCard = v.object({
  card_no: v.string(),
  card_type: v.string(),
  expire_date_month: v.string(),
  expire_date_year: v.string(),
  credit_holder_name: v.string(),
  token: v.string(),
});
export type SavedCard = v.InferOutput<typeof SavedCard>;
/**
 * No card saved is an ordinary answer, not a failure (docs/decisions/0052): 200 with only a message
 * ("else data.message", spec §7), so the customer's browser logs no failed request on every visit.
 */
export const NoSavedCard = v.object({ message: v.string() });
export const SavedCardResponse = v.union([SavedCard, NoSavedCard]);
export type SavedCardResponse = v.InferOutput<typeof SavedCardResponse>;
export const SavedCardQuery = v.object({ payment_id: PaymentId });
