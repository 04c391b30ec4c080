/** Helpers of the plan and payment suites: a customer whose SIM is in use, card tokens, orders. */
import type { SimType } from '@/contract';
import type { Db } from '@/server/db/client';
import { customer, type Customer } from './customers';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHarness, DAY, T0, type Harness } from './harness';

export const VISA_OK = '4111111111111111';
export const VISA_DECLINED = '4000000000000002';
export const VISA_3DS_FAIL = '4000000000009995';

/** Physical SIM data plans and extensions (src/server/domain/plans.ts). */
export const PLAN = { data1: 101, data3: 103, data10: 110, ext7: 131, ext30: 132, esimData1: 201 } as const;

/** A registered customer whose SIM has been in use for `startedDaysAgo` and expires after `days`. */
export async function activeCustomer(h: Harness, type: SimType = 'physical_sim', startedDaysAgo = 5, days = 30): Promise<Customer> {
  const c = await customer(h, type);
  const start = h.clock.now - startedDaysAgo * DAY;
  await h.db.query(`UPDATE sims SET ac_status = 'using', sc_status = $2, start_date = $3, expiry_date = $4 WHERE id = $1`, [
    c.id,
    type === 'physical_sim' ? 'activated' : 'set',
    new Date(start),
    new Date(start + days * DAY),
  ]);
  return c;
}

export async function buy(h: Harness, c: Customer, planId: number, lng = 'en'): Promise<string> {
  const res = await h.post(`${lng}/plans/recharge`, { id: c.id, plan_id: planId }, c.auth);
  if (res.status !== 200) throw new Error(`recharge: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.payment_id;
}

/** What the provider's scripts do: tokenise, then 3-D Secure. Returns the token. */
export async function cardToken(h: Harness, cn = VISA_OK, opts: { threeDS?: boolean; fn?: string; ln?: string } = {}): Promise<string> {
  const res = await h.request('POST', '/api/sandbox/provider/tokens', {
    aid: '000001',
    cn,
    ed: '3012',
    fn: opts.fn ?? 'HANAKO',
    ln: opts.ln ?? 'SATO',
    cvv: '123',
  });
  if (res.body.resultCode !== 'Success') throw new Error(`token: ${JSON.stringify(res.body)}`);
  if (opts.threeDS !== false)
    await h.request('POST', '/api/sandbox/provider/3ds', { tkn: res.body.tkn, aid: '000001', am: 0, tx: 0, sf: 0 });
  return res.body.tkn;
}

/** Buys a plan and registers a fresh card for it: ready for the final purchase. */
export async function cardOrder(h: Harness, c: Customer, planId: number = PLAN.data3, credit = false): Promise<string> {
  const paymentId = await buy(h, c, planId);
  const tkn = await cardToken(h);
  const res = await h.post('payments/reg_payment', { tkn, payment_method: 0, credit, payment_id: paymentId }, c.auth);
  if (res.status !== 200) throw new Error(`reg_payment: ${res.status} ${JSON.stringify(res.body)}`);
  return paymentId;
}

export async function orderRow(db: Db, paymentId: string) {
  const [row] = await db.query<{
    id: number;
    status: string;
    payment_method: string | null;
    due_at: Date | null;
    smartpit_number: string | null;
    card_token: string | null;
    v: string;
  }>('SELECT id, status, payment_method, due_at, smartpit_number, card_token, xmin::text AS v FROM orders WHERE payment_id = $1', [
    paymentId,
  ]);
  return row!;
}

export async function simTotals(db: Db, simId: number) {
  const [row] = await db.query<{ data_total_mb: number; expiry_date: Date }>('SELECT data_total_mb, expiry_date FROM sims WHERE id = $1', [
    simId,
  ]);
  return row!;
}

export async function charges(db: Db, paymentId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM charges c JOIN orders o ON o.id = c.order_id WHERE o.payment_id = $1',
    [paymentId],
  );
  return row!.n;
}

/**
 * The shopping suites' harness: one API per file whose tokens outlive the suite's simulated days,
 * its clock back at T0 before each test. `use` receives it once it is up.
 */
export function useShopperHarness(use: (h: Harness) => void): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
    use(h);
  });
  afterAll(() => h?.close());
  beforeEach(() => {
    h!.clock.now = T0;
  });
}
