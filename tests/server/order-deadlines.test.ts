import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@/contract';
import { expireOverdueOrders } from '@/server/jobs/order-deadlines';
import { outboxTo } from './customers';
import { DAY, T0, type Harness } from './harness';
import { activeCustomer, buy, cardOrder, charges, orderRow, PLAN, simTotals, useShopperHarness } from './shoppers';

/**
 * Unpaid orders end at their deadline (decision 0022): exactly once, whoever gets there
 * (the timer, a read, the wallet page), Pay gone, the wallet refusing, nothing charged. Deadlines are
 * the API's own (decision 0012): wallets 1 day, the convenience store 3 days after the final purchase.
 */
let h: Harness;
useShopperHarness((created) => (h = created));

/** A press of a button on the gateway's page (its own origin, sandbox/gateway.ts). */
const decide = (path: string, decision: string) =>
  h.gateway.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  });
const gatewayPage = async (path: string) => {
  const res = await h.gateway.request(path);
  return { status: res.status, body: await res.text(), headers: res.headers };
};

/** A customer's order for a wallet (2 Alipay) or the store (1), confirmed: it waits for its money. */
async function awaitingOrder(method: 1 | 2 | 3 | 4) {
  const me = await activeCustomer(h);
  const pid = await buy(h, me, PLAN.data3);
  expect((await h.post('payments/reg_payment', { payment_method: method, credit: false, payment_id: pid }, me.auth)).status).toBe(200);
  expect((await h.post('payments/confirm', { payment_id: pid }, me.auth)).status).toBe(200);
  return { me, pid };
}

const history = async (me: { id: number; auth: object }) =>
  (await h.get(`plans/data_recharge_history?id=${me.id}&page=1`, me.auth)).body.list as { id: string }[];

describe('an order past its payment deadline', () => {
  it('is cancelled exactly once by racing timers; Pay, the order, the wallet page and approve all refuse; nothing is charged', async () => {
    const { me, pid } = await awaitingOrder(2);
    const before = await simTotals(h.db, me.id);
    expect(await expireOverdueOrders(h.db, h.clock.now)).toBe(0); // not yet
    h.clock.now = T0 + DAY + 1000;
    const ended = await Promise.all([1, 2, 3].map(() => expireOverdueOrders(h.db, h.clock.now)));
    expect(ended.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await h.db.query<{ status: string; cancel_reason: string }>(
      'SELECT status, cancel_reason FROM orders WHERE payment_id = $1',
      [pid],
    );
    expect(row).toEqual({ status: 'cancelled', cancel_reason: 'deadline' });

    expect(await history(me)).toEqual([]);
    const pay = await h.post('payments', { payment_id: pid }, me.auth);
    expect([pay.status, pay.body.code]).toEqual([409, 'E0030']);
    const read = await h.get(`payments?id=${pid}`, me.auth);
    expect([read.status, read.body.code]).toEqual([409, 'E0030']);
    expect((await gatewayPage(`/wallet/alipay/${pid}`)).status).toBe(410);
    expect((await decide(`/wallet/alipay/${pid}/decision`, 'approve')).status).toBe(410);

    expect(await charges(h.db, pid)).toBe(0);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb);
    expect(await outboxTo(h.db, me.email)).toHaveLength(0);
    expect(await expireOverdueOrders(h.db, h.clock.now + DAY)).toBe(0); // once only
  });

  it('ends when it is read after the deadline, before any timer ran', async () => {
    const { me, pid } = await awaitingOrder(4);
    expect((await history(me)).map((o) => o.id)).toEqual([pid]);
    h.clock.now = T0 + DAY + 1;
    expect(await history(me)).toEqual([]);
    expect((await orderRow(h.db, pid)).status).toBe('cancelled');
  });

  it('cannot be paid by a wallet approval that arrives after the deadline, even before the order is ended', async () => {
    const { pid } = await awaitingOrder(3);
    h.clock.now = T0 + DAY + 1;
    expect((await decide(`/wallet/wechat/${pid}/decision`, 'approve')).status).toBe(410);
    expect(await charges(h.db, pid)).toBe(0);
  });

  it('is paid normally before its deadline, and a later timer leaves the paid order alone', async () => {
    const { pid } = await awaitingOrder(1);
    h.clock.now = T0 + 3 * DAY - 1000;
    // Paid: back to the portal by its return URL.
    expect((await decide(`/smartpit/${pid}/decision`, 'approve')).status).toBe(303);
    expect(await expireOverdueOrders(h.db, T0 + 10 * DAY)).toBe(0);
    expect((await orderRow(h.db, pid)).status).toBe('paid');
    expect(await charges(h.db, pid)).toBe(1);
  });

  it('the store slip\'s "Let it expire" makes the sandbox order expire now', async () => {
    const { me, pid } = await awaitingOrder(1);
    const res = await decide(`/smartpit/${pid}/decision`, 'decline');
    // Back to the portal, whose completed screen says the slip expired (decision 0061).
    expect([res.status, res.headers.get('location')]).toEqual([303, `http://localhost:3000/ordercompleted?paymentId=${pid}`]);
    expect((await orderRow(h.db, pid)).status).toBe('cancelled');
    expect((await h.post('payments', { payment_id: pid }, me.auth)).body.code).toBe('E0030');
    expect(await charges(h.db, pid)).toBe(0);
  });
});

describe('an order without a payment method (Purchase, then Back): a draft (decision 0051)', () => {
  const key = 'back-and-purchase-again-0001';
  const purchase = (me: { id: number; auth: object }) =>
    h.post('plans/recharge', { id: me.id, plan_id: PLAN.data1 }, { ...me.auth, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  const MINUTE = 60_000;

  it('is not in the history, where it would read as a debt; it is once a payment method is chosen', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    expect(await history(me)).toEqual([]);
    const page = (await h.get(`plans/data_recharge_history?id=${me.id}&page=1`, me.auth)).body;
    expect([page.total_pages, page.current_page]).toEqual([1, 1]);
    expect((await h.post('payments/reg_payment', { payment_method: 1, credit: false, payment_id: pid }, me.auth)).status).toBe(200);
    expect(await history(me)).toEqual([expect.objectContaining({ id: pid, status: 'unpaid', payment_method: 'smartpit' })]);
  });

  it('ends an hour after Purchase (not before), by the timer; the order then says it ended, not "not found"', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    const only = { orderId: (await orderRow(h.db, pid)).id };
    h.clock.now = T0 + 60 * MINUTE - 1000;
    expect(await expireOverdueOrders(h.db, h.clock.now, only)).toBe(0);
    expect((await h.get(`payments?id=${pid}`, me.auth)).status).toBe(200);
    h.clock.now = T0 + 60 * MINUTE + 1000;
    expect(await expireOverdueOrders(h.db, h.clock.now, only)).toBe(1);
    expect(await h.db.query('SELECT status, cancel_reason FROM orders WHERE payment_id = $1', [pid])).toEqual([
      { status: 'cancelled', cancel_reason: 'abandoned' },
    ]);
    for (const res of [
      await h.get(`payments?id=${pid}`, me.auth),
      await h.post('payments/reg_payment', { payment_method: 2, credit: false, payment_id: pid }, me.auth),
    ])
      expect([res.status, res.body.code]).toEqual([409, 'E0060']);
  });

  it('Back and Purchase again within the hour is the same order; after it, with no timer run, a new one', async () => {
    const me = await activeCustomer(h);
    const first = (await purchase(me)).body.payment_id;
    h.clock.now = T0 + 30 * MINUTE;
    expect((await purchase(me)).body.payment_id).toBe(first);
    h.clock.now = T0 + 61 * MINUTE;
    // The purchase itself ends the draft and frees its key (lazily, as every read of orders does).
    const second = (await purchase(me)).body.payment_id;
    expect(second).not.toBe(first);
    expect((await orderRow(h.db, first)).status).toBe('cancelled');
    expect((await orderRow(h.db, second)).status).toBe('unpaid');
    expect(await h.db.query('SELECT count(*)::int AS n FROM purchase_keys WHERE idempotency_key = $1', [key])).toEqual([{ n: 1 }]);
    h.clock.now = T0 + 90 * MINUTE;
    expect((await purchase(me)).body.payment_id).toBe(second);
  });

  it('a card registered but never confirmed ends a day later: listed with that deadline, then gone, never charged', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data1);
    expect(await history(me)).toEqual([expect.objectContaining({ id: pid, payment_method: 'credit_card', due_date: (T0 + DAY) / 1000 })]);
    h.clock.now = T0 + DAY + 1000;
    expect(await history(me)).toEqual([]);
    const late = await h.post('payments/confirm', { payment_id: pid }, me.auth);
    expect([late.status, late.body.code]).toEqual([409, 'E0030']);
    expect(await charges(h.db, pid)).toBe(0);
  });

  it('keeps an order whose method was chosen: the payment deadline rules it, not the hour', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    expect((await h.post('payments/reg_payment', { payment_method: 2, credit: false, payment_id: pid }, me.auth)).status).toBe(200);
    h.clock.now = T0 + 5 * 60 * MINUTE;
    expect(await expireOverdueOrders(h.db, h.clock.now, { orderId: (await orderRow(h.db, pid)).id })).toBe(0);
    expect((await orderRow(h.db, pid)).status).toBe('unpaid');
  });
});
