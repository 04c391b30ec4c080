import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSeamsFor } from '@/server/app';
import { ORDER_COLUMNS, type OrderRow } from '@/server/domain/orders';
import { payByCard } from '@/server/domain/pay';
import { paymentContext } from '@/server/domain/payment-context';
import type { Customer } from './customers';
import { outboxTo } from './customers';
import { createHarness, type Harness } from './harness';
import { activeCustomer, buy, cardOrder, cardToken, charges, orderRow, PLAN, simTotals } from './shoppers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
});
afterAll(() => h?.close());

/** Every way the API takes money: a new card, the saved card, the three wallets, the convenience store. */
const METHODS = ['card', 'saved_card', 'alipay', 'wechat', 'unionpay', 'smartpit'] as const;
type Method = (typeof METHODS)[number];
const CODE: Record<Method, number> = { card: 0, saved_card: 0, smartpit: 1, alipay: 2, wechat: 3, unionpay: 4 };
const paidOutside = (m: Method) => m !== 'card' && m !== 'saved_card';

/** An unpaid 10 GB order with the method registered (a saved card is saved first, by an earlier order). */
async function registered(me: Customer, method: Method): Promise<string> {
  if (method === 'card') return cardOrder(h, me, PLAN.data10);
  if (method === 'saved_card') await cardOrder(h, me, PLAN.data1, true);
  const pid = await buy(h, me, PLAN.data10);
  const body: Record<string, unknown> = {
    payment_method: CODE[method],
    credit: false,
    payment_id: pid,
    ...(method === 'saved_card' ? { first_payment_method: true } : {}),
  };
  const res = await h.post('payments/reg_payment', body, me.auth);
  if (res.status !== 200) throw new Error(`reg_payment: ${res.status} ${JSON.stringify(res.body)}`);
  return pid;
}

const fifty = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 50 }, call));
const confirm = (me: Customer, pid: string) => h.post('payments/confirm', { payment_id: pid }, me.auth);
/** The approve button of the wallet's page or the store's slip (the sandbox stands in for them). */
const approve = async (method: Method, pid: string) =>
  h.gateway.request(method === 'smartpit' ? `/smartpit/${pid}/decision` : `/wallet/${method}/${pid}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
  });

describe('paying under concurrency', () => {
  it.each(METHODS)('%s: fifty concurrent confirmations make one payment at most, all answered alike', async (method) => {
    const me = await activeCustomer(h);
    const pid = await registered(me, method);
    const before = await simTotals(h.db, me.id);
    const mailsBefore = (await outboxTo(h.db, me.email)).length;

    const results = await fifty(() => confirm(me, pid));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const row = await orderRow(h.db, pid);

    if (!paidOutside(method)) {
      expect(results[0]!.body).toMatchObject({ status: 'paid', payment_id: pid });
      expect([row.status, await charges(h.db, pid)]).toEqual(['paid', 1]);
    } else {
      // Confirming a wallet or store order only starts the wait: one deadline (and slip number) for all fifty.
      expect(results[0]!.body).toMatchObject({ status: 'unpaid', payment_id: pid, due_date: expect.any(Number) });
      expect(results[0]!.body.smartpit_number !== null).toBe(method === 'smartpit');
      expect([row.status, await charges(h.db, pid)]).toEqual(['unpaid', 0]);

      // Then the customer approves on the wallet's page (or pays at the store), fifty times at once.
      const approvals = await fifty(() => approve(method, pid));
      const statuses = approvals.map((r) => r.status).sort();
      // One is paid and sent back to the portal (303 to the return URL); the others are told it is paid.
      expect(statuses).toEqual([303, ...Array(49).fill(409)]);
      expect([(await orderRow(h.db, pid)).status, await charges(h.db, pid)]).toEqual(['paid', 1]);
    }
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb + 10 * 1024);
    expect(await outboxTo(h.db, me.email)).toHaveLength(mailsBefore + 1);
  });

  it.each(['card', 'saved_card'] as const)(
    '%s: fifty concurrent "pay" on the history: one payment, the others 409 E0023',
    async (method) => {
      const me = await activeCustomer(h);
      const pid = await registered(me, method);
      const results = await fifty(() => h.post('payments', { payment_id: pid }, me.auth));
      const ok = results.filter((r) => r.status === 200);
      expect(ok.map((r) => r.body)).toEqual([{ status: 'paid' }]);
      expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.code])).toEqual(Array(49).fill([409, 'E0023']));
      expect(await charges(h.db, pid)).toBe(1);
    },
  );

  it('fifty concurrent registrations with one card token: the token is taken once', async () => {
    const me = await activeCustomer(h);
    const orders = await Promise.all(Array.from({ length: 5 }, () => buy(h, me, PLAN.data1)));
    const tkn = await cardToken(h);
    const results = await fifty(async () =>
      h.post('payments/reg_payment', { tkn, payment_method: 0, credit: false, payment_id: orders[Math.floor(Math.random() * 5)] }, me.auth),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.code])).toEqual(Array(49).fill([400, 'E0027']));
    const withToken = await h.db.query('SELECT 1 FROM orders WHERE card_token = $1', [tkn]);
    expect(withToken).toHaveLength(1);
  });

  it('confirmation, pay and cancel racing: one outcome wins, consistently', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data1);
    const before = await simTotals(h.db, me.id);
    const calls = Array.from({ length: 30 }, (_, i) =>
      h.post(['payments/confirm', 'payments', 'payments/cancel'][i % 3]!, { payment_id: pid }, me.auth),
    );
    await Promise.all(calls);
    const [row] = await h.db.query<{ status: string }>('SELECT status FROM orders WHERE payment_id = $1', [pid]);
    const n = await charges(h.db, pid);
    const added = (await simTotals(h.db, me.id)).data_total_mb - before.data_total_mb;
    // The provider's books (decision 0062): a charge that landed after the cancel is refunded, with a mail saying so.
    const books = (await h.request('GET', `/api/sandbox/charges?payment_id=${pid}`)).body.charges as { refund: unknown }[];
    const mails = await outboxTo(h.db, me.email);
    if (row!.status === 'paid')
      expect([n, added, mails.length, books.length, books.filter((b) => b.refund).length]).toEqual([1, 1024, 1, 1, 0]);
    else {
      expect([row!.status, n, added]).toEqual(['cancelled', 0, 0]);
      expect(books.every((b) => b.refund)).toBe(true);
      expect(mails.map((m) => m.subject)).toEqual(books.map(() => expect.stringMatching(/^Your payment has been refunded/)));
    }
  });
});

describe('a provider that holds a charge past our call window (docs/decisions/0142)', () => {
  it('a customer who switches cards meanwhile waits (E0056) instead of being charged on both; one charge, no refund', async () => {
    // The sandbox provider holds each charge 2 s (real time: longer than registering another card takes);
    // our window and timeout are 100 ms each.
    const slow = { ...h.config, sandboxChargeDelayMs: 2_000, paymentReconcileAfterMs: 300 };
    const ctx = paymentContext({
      db: h.db,
      config: slow,
      provider: sandboxSeamsFor(h.db, slow).payment,
      origin: () => 'http://portal.test',
    });
    const order = async (pid: string) =>
      (await h.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE payment_id = $1`, [pid]))[0]!;
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data1);
    const first = await payByCard(ctx, await order(pid));
    expect(first.ok ? 'paid' : first.code).toBe('E0056'); // no answer within 100 ms: the provider is holding it
    const called = Date.now();

    // Another card for the same order, past the first attempt's window and timeout on our clock.
    const tkn = await cardToken(h);
    expect((await h.post('payments/reg_payment', { tkn, payment_method: 0, credit: false, payment_id: pid }, me.auth)).status).toBe(200);
    h.clock.advance(1_000);
    const secondCalled = Date.now();
    const second = await payByCard(ctx, await order(pid));
    expect(second.ok ? 'paid' : second.code).toBe('E0056');

    // The held charge books; its late answer pays the order. Nothing was asked of the second card: by the
    // time any charge asked for by then would be booked, there is one charge.
    expect(secondCalled - called, 'the second payment came while the first charge was held').toBeLessThan(2_000);
    await new Promise((r) => setTimeout(r, Math.max(0, secondCalled + 2_500 - Date.now())));
    await expect.poll(async () => (await order(pid)).status, { timeout: 5_000, interval: 100 }).toBe('paid');
    const books = (await h.request('GET', `/api/sandbox/charges?payment_id=${pid}`)).body.charges as { amount: number; refund: unknown }[];
    expect(books).toEqual([expect.objectContaining({ amount: 550, refund: null })]);
    expect(await charges(h.db, pid)).toBe(1);
  });
});
