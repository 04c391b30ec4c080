import { randomBytes } from 'node:crypto';
import type { PaymentMethodName, SimType } from '@/contract';
import { JST_OFFSET_MS } from '@/server/domain/japan-time';
import { CARD_CONFIRM_WINDOW_MS, newPaymentId, newSmartpitNumber, PAYMENT_WINDOW_DAYS } from '@/server/domain/orders';
import { plansOf, taxOf } from '@/server/domain/plans';
import type { Db } from '@/server/db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One demo order: which plan (by position in the SIM type's list), how, and whether it was paid. */
interface DemoOrder {
  type: 0 | 1;
  plan: number;
  method: PaymentMethodName | null;
  paid: boolean;
  daysAgo: number;
}

const o = (type: 0 | 1, plan: number, method: PaymentMethodName | null, paid: boolean, daysAgo: number): DemoOrder => ({
  type,
  plan,
  method,
  paid,
  daysAgo,
});

/**
 * The order history of the demo accounts (DESIGN.md): prepaid@demo.test has 12 data recharges
 * (3 history pages) and 3 extensions, paid and unpaid, every method; esims@demo.test a few. Only the
 * history: the demo SIMs' allowances are taken to include what was paid.
 */
export const DEMO_ORDERS: Record<string, DemoOrder[]> = {
  'prepaid@demo.test': [
    o(0, 0, 'smartpit', false, 0.2),
    o(0, 1, 'credit_card', false, 0.6),
    o(0, 2, 'unionpay', false, 0.9),
    o(0, 1, 'credit_card', true, 1.7),
    o(0, 0, 'alipay', true, 2.4),
    o(0, 3, 'wechat', false, 3.0),
    o(0, 1, 'unionpay', true, 3.6),
    o(0, 0, 'smartpit', true, 4.3),
    o(0, 2, 'credit_card', true, 5.1),
    o(0, 0, 'wechat', true, 5.9),
    o(0, 1, 'credit_card', true, 6.8),
    o(0, 0, 'alipay', true, 7.9),
    o(1, 1, 'smartpit', false, 0.4),
    o(1, 0, 'alipay', true, 3.2),
    o(1, 1, 'credit_card', true, 6.3),
  ],
  'esims@demo.test': [
    o(0, 1, 'wechat', false, 0.5),
    o(0, 0, 'credit_card', true, 2.2),
    o(0, 2, 'unionpay', true, 4.0),
    o(1, 0, 'credit_card', true, 3.1),
  ],
};

/** prepaid@demo.test's saved Visa ending 1111; the provider's token row is what makes it chargeable. */
export async function seedSavedCard(db: Db, userId: number, nowMs: number): Promise<string> {
  const token = `tok_demo_${randomBytes(12).toString('base64url')}`;
  const created = new Date(nowMs - 20 * DAY_MS);
  await db.query(
    `INSERT INTO provider_tokens (token, last4, brand, exp_month, exp_year, holder, fails_3ds, threeds, created_at, expires_at, used_at)
     VALUES ($1, '1111', 'Visa', '12', '2030', 'TARO YAMADA', false, 'passed', $2, $2, $2)`,
    [token, created],
  );
  await db.query(
    `INSERT INTO saved_cards (user_id, token, last4, brand, exp_month, exp_year, holder, created_at) VALUES ($1, $2, '1111', 'Visa', '12', '2030', 'TARO YAMADA', $3)`,
    [userId, token, created],
  );
  return token;
}

export async function seedOrders(
  db: Db,
  who: { userId: number; simId: number; simType: SimType; language: string; cardToken: string | null },
  orders: DemoOrder[],
  nowMs: number,
): Promise<void> {
  for (const d of orders) {
    const plan = plansOf(who.simType, d.type)[d.plan]!;
    const at = nowMs - d.daysAgo * DAY_MS;
    const day = new Date(at + JST_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
    const offline = d.method !== null && d.method !== 'credit_card';
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO orders (payment_id, order_number, user_id, sim_id, recharge_type, plan_id, plan_gb, plan_days, price, tax, language,
                           status, payment_method, card_token, smartpit_number, due_at, ordered_at, paid_at)
       VALUES ($1, 'PP' || $2 || lpad(nextval('order_number_seq')::text, 6, '0'), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       RETURNING id`,
      [
        newPaymentId(),
        day,
        who.userId,
        who.simId,
        d.type,
        plan.id,
        plan.gb,
        plan.days,
        plan.price,
        taxOf(plan.price),
        who.language,
        d.paid ? 'paid' : 'unpaid',
        d.method,
        d.method === 'credit_card' ? who.cardToken : null,
        d.method === 'smartpit' ? newSmartpitNumber() : null,
        // An unpaid demo order is still payable on a fresh database: its deadline runs from seeding
        // (the deadline job would otherwise end it at once, decision 0022).
        offline
          ? new Date((d.paid ? at : nowMs) + PAYMENT_WINDOW_DAYS[d.method as Exclude<PaymentMethodName, 'credit_card'>] * DAY_MS)
          : d.method === 'credit_card' && !d.paid
            ? new Date(nowMs + CARD_CONFIRM_WINDOW_MS)
            : null,
        new Date(at),
        d.paid ? new Date(at + 10 * 60 * 1000) : null,
      ],
    );
    if (d.paid) {
      await db.query('INSERT INTO charges (order_id, amount, method, provider_ref, created_at) VALUES ($1, $2, $3, $4, $5)', [
        row!.id,
        plan.price,
        d.method,
        `demo_${randomBytes(8).toString('hex')}`,
        new Date(at + 10 * 60 * 1000),
      ]);
    }
  }
}
