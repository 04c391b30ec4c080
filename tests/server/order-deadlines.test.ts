import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Language } from '@/contract';
import { expireOverdueOrders as expireWithOrigin } from '@/server/jobs/order-deadlines';
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

const ORIGIN = 'https://portal.example';
const expireOverdueOrders = (db: Harness['db'], nowMs: number, scope: { userId?: number; orderId?: number } = {}) =>
  expireWithOrigin(db, nowMs, scope, () => ORIGIN);

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

/** A customer's order for a wallet (2 Alipay) or the store (1), confirmed in `lng`: it waits for its money. */
async function awaitingOrder(method: 1 | 2 | 3 | 4, lng: Language = 'en') {
  const me = await activeCustomer(h);
  const pid = await buy(h, me, PLAN.data3, lng);
  const reg = await h.post(`${lng}/payments/reg_payment`, { payment_method: method, credit: false, payment_id: pid }, me.auth);
  expect(reg.status).toBe(200);
  expect((await h.post(`${lng}/payments/confirm`, { payment_id: pid }, me.auth)).status).toBe(200);
  return { me, pid };
}

const history = async (me: { id: number; auth: object }) =>
  (await h.get(`plans/data_recharge_history?id=${me.id}&page=1`, me.auth)).body.list as { id: string; status: string }[];

/** The order number the customer reads in their mails. */
const orderNumber = async (pid: string) =>
  (await h.db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE payment_id = $1', [pid]))[0]!.order_number;

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

    // Listed, dated, as expired (decision 0126): no Pay or Cancel can follow from it.
    expect(await history(me)).toEqual([expect.objectContaining({ id: pid, status: 'expired', due_date: (T0 + DAY) / 1000 })]);
    const pay = await h.post('payments', { payment_id: pid }, me.auth);
    expect([pay.status, pay.body.code]).toEqual([409, 'E0030']);
    const read = await h.get(`payments?id=${pid}`, me.auth);
    expect([read.status, read.body.code]).toEqual([409, 'E0030']);
    expect((await gatewayPage(`/wallet/alipay/${pid}`)).status).toBe(410);
    expect((await decide(`/wallet/alipay/${pid}/decision`, 'approve')).status).toBe(410);

    expect(await charges(h.db, pid)).toBe(0);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb);
    // One mail, however many timers ended it: the order, its deadline, nothing charged, the way to buy again.
    const number = await orderNumber(pid);
    expect(await outboxTo(h.db, me.email)).toEqual([
      {
        subject: `Order cancelled: the payment deadline has passed (order ${number})`,
        text: expect.stringContaining('so the order has been cancelled. Nothing was charged.'),
      },
    ]);
    const [mail] = await outboxTo(h.db, me.email);
    for (const line of [
      `Order number: ${number}`,
      'Payment method: Alipay',
      'Payment deadline: 2026/04/02',
      `${ORIGIN}/data-recharge?lng=en`,
    ])
      expect(mail!.text).toContain(line);
    expect(await expireOverdueOrders(h.db, h.clock.now + DAY)).toBe(0); // once only
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);
  });

  it('ends when it is read after the deadline, before any timer ran', async () => {
    const { me, pid } = await awaitingOrder(4);
    expect((await history(me)).map((o) => o.id)).toEqual([pid]);
    h.clock.now = T0 + DAY + 1;
    expect((await history(me)).map((o) => [o.id, o.status])).toEqual([[pid, 'expired']]);
    expect((await orderRow(h.db, pid)).status).toBe('cancelled');
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);
  });

  it('stays in the history as expired for 30 days after its deadline, then leaves it', async () => {
    const { me, pid } = await awaitingOrder(1);
    const deadline = T0 + 3 * DAY;
    h.clock.now = deadline + 30 * DAY - 1000;
    expect((await history(me)).map((o) => [o.id, o.status])).toEqual([[pid, 'expired']]);
    h.clock.now = deadline + 30 * DAY + 1000;
    const page = (await h.get(`plans/data_recharge_history?id=${me.id}&page=1`, me.auth)).body;
    expect([page.list, page.total_pages]).toEqual([[], 1]);
  });

  // The mail follows the order's language (its last request), as the receipt does; written by hand.
  const SUBJECTS: [Language, (n: string) => string][] = [
    ['ja', (n) => `お支払い期限切れによるご注文キャンセルのお知らせ（注文番号 ${n}）`],
    ['zh', (n) => `订单已因超过付款期限而取消（订单号 ${n}）`],
    ['tw', (n) => `訂單已因超過付款期限而取消（訂單編號 ${n}）`],
    ['vi', (n) => `Đơn hàng đã bị hủy do quá hạn thanh toán (đơn hàng ${n})`],
  ];
  it.each(SUBJECTS)('is mailed in %s when the store slip is left to expire', async (lng, subject) => {
    const { me, pid } = await awaitingOrder(1, lng);
    expect((await decide(`/smartpit/${pid}/decision`, 'decline')).status).toBe(303);
    const mails = await outboxTo(h.db, me.email);
    expect(mails.map((m) => m.subject)).toEqual([subject(await orderNumber(pid))]);
    // The gateway's own expiry writes the link to the harness's PUBLIC_URL.
    expect(mails[0]!.text).toContain(`http://localhost:3000/data-recharge?lng=${lng}`);
  });

  it('a customer who cancels is not mailed, and the cancelled order is not listed', async () => {
    const { me, pid } = await awaitingOrder(2);
    expect((await h.post('payments/cancel', { payment_id: pid }, me.auth)).status).toBe(200);
    h.clock.now = T0 + 2 * DAY;
    expect(await expireOverdueOrders(h.db, h.clock.now)).toBe(0);
    expect(await history(me)).toEqual([]);
    expect(await outboxTo(h.db, me.email)).toEqual([]);
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

  it('a card registered but never confirmed ends a day later: listed with that deadline, then expired, never charged', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data1);
    expect(await history(me)).toEqual([expect.objectContaining({ id: pid, payment_method: 'credit_card', due_date: (T0 + DAY) / 1000 })]);
    h.clock.now = T0 + DAY + 1000;
    expect((await history(me)).map((o) => [o.id, o.status])).toEqual([[pid, 'expired']]);
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
