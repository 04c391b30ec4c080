/**
 * A wallet that pays an order which can no longer take the money (docs/decisions/0063): the customer
 * cancelled it in the portal while paying in the wallet, or the payment reached us after the order's
 * deadline, or the provider says it took another amount than the order's. Every genuine notification
 * is recorded; the money is refunded through the payment seam (once, however often the provider
 * repeats itself); the customer gets a mail in the order's language; an error line is logged.
 * Against the sandbox wallet (which, like a real one, does not know the customer cancelled at our end)
 * and against the test provider module of production (tests/server/ops-seams/payment.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Customer } from '../customers';
import { outboxTo } from '../customers';
import { createHarness, DAY, type Harness } from '../harness';
import createTestProvider, { sign } from '../ops-seams/payment';
import { processLog } from '@/server/ops/log';
import { activeCustomer, buy, charges, orderRow, PLAN, simTotals } from '../shoppers';

const PRICE_1GB = 550;
const WALLET = { alipay: 2, wechat: 3 } as const;

/** A wallet order after its final purchase, in the customer's language: unpaid, waiting for the wallet. */
async function walletOrder(h: Harness, me: Customer, lng: string, method: keyof typeof WALLET): Promise<string> {
  const pid = await buy(h, me, PLAN.data1, lng);
  expect(
    (await h.post(`${lng}/payments/reg_payment`, { payment_method: WALLET[method], credit: false, payment_id: pid }, me.auth)).status,
  ).toBe(200);
  expect((await h.post(`${lng}/payments/confirm`, { payment_id: pid }, me.auth)).body.status).toBe('unpaid');
  return pid;
}

const notificationsOf = (h: Harness, pid: string) =>
  h.db.query<{ provider_ref: string; amount: number; currency: string; outcome: string }>(
    'SELECT provider_ref, amount, currency, outcome FROM payment_notifications WHERE payment_id = $1 ORDER BY id',
    [pid],
  );
const refundsOf = (h: Harness, pid: string) =>
  h.db.query<{ reason: string; amount: number; refunded: boolean }>(
    'SELECT r.reason, r.amount, r.refund_ref IS NOT NULL AS refunded FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.payment_id = $1',
    [pid],
  );

// The payment ledger logs through the process's logger (the app of a harness has no logger of its own).
let errors: MockInstance<(obj: unknown, msg?: string) => void>;
const errorLines = (): string[] => errors.mock.calls.map((c) => `${JSON.stringify(c[0])} ${String(c[1])}`);
afterEach(() => errors?.mockClear());
beforeAll(() => {
  errors = vi
    .spyOn(processLog() as unknown as { error: (obj: unknown, msg?: string) => void }, 'error')
    .mockImplementation(() => undefined);
});
afterAll(() => errors.mockRestore());

describe('the sandbox wallet pays an order the customer cancelled while paying', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
  });
  afterAll(() => h?.close());

  it('takes the money (as a real wallet would); we record it, refund it through the seam and tell the customer in Chinese', async () => {
    const me = await activeCustomer(h);
    const before = await simTotals(h.db, me.id);
    const pid = await walletOrder(h, me, 'zh', 'alipay');
    // The wallet's page is open in another tab; meanwhile the customer cancels in the portal.
    expect((await h.gateway.request(`/wallet/alipay/${pid}`)).status).toBe(200);
    expect((await h.post('zh/payments/cancel', { payment_id: pid }, me.auth)).status).toBe(200);
    // The gateway (its own origin) sends the paying customer back to the shop whatever we answered.
    const approved = await h.gateway.request(`/wallet/alipay/${pid}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    expect(approved.status).toBe(303);

    // The provider's books: one charge of the order's price, refunded whole.
    const books = await h.request('GET', `/api/sandbox/charges?payment_id=${pid}`);
    expect(books.status).toBe(200);
    expect(books.body.charges.map((c: any) => [c.method, c.amount, c.currency, c.refund?.amount])).toEqual([
      ['alipay', PRICE_1GB, 'JPY', PRICE_1GB],
    ]);
    // Ours: the notification on record with what became of it, the refund made, nothing paid or added.
    expect(await notificationsOf(h, pid)).toEqual([
      { provider_ref: books.body.charges[0].id, amount: PRICE_1GB, currency: 'JPY', outcome: 'refund' },
    ]);
    expect(await refundsOf(h, pid)).toEqual([{ reason: 'cancelled', amount: PRICE_1GB, refunded: true }]);
    expect([(await orderRow(h.db, pid)).status, await charges(h.db, pid)]).toEqual(['cancelled', 0]);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb);
    const mails = await outboxTo(h.db, me.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^退款通知（订单号 PP\d+）$/)]);
    expect(mails[0]!.text).toContain('在您的付款到达之前，该订单已被取消。');
    expect(mails[0]!.text).toContain('￥550');
    expect(errorLines().filter((l) => l.includes('payment refused (cancelled)'))).toHaveLength(1);

    // Approve again: the wallet already took this order's money once.
    const again = await h.gateway.request(`/wallet/alipay/${pid}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    expect(again.status).toBe(409);
    expect((await h.request('GET', `/api/sandbox/charges?payment_id=${pid}`)).body.charges).toHaveLength(1);
  });

  it('refuses a notification posted from outside: only the sandbox’s own pages can sign one', async () => {
    const me = await activeCustomer(h);
    const pid = await walletOrder(h, me, 'en', 'wechat');
    const body = JSON.stringify({ payment_id: pid, method: 'wechat', ref: 'ch_forged', amount: PRICE_1GB, currency: 'JPY' });
    const res = await h.request('POST', '/api/payments/notify', undefined, {
      raw: body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'ab'.repeat(32) },
    });
    expect([res.status, res.body.code]).toEqual([400, 'E0055']);
    expect([(await orderRow(h.db, pid)).status, await notificationsOf(h, pid)]).toEqual(['unpaid', []]);
  });
});

describe('a production provider’s notifications (the test provider module)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 }, seams: () => ({ payment: createTestProvider() }) });
  });
  afterAll(() => h?.close());

  const notify = (n: Record<string, unknown>, signature?: string) => {
    const body = JSON.stringify(n);
    return h.request('POST', '/api/payments/notify', undefined, {
      raw: body,
      headers: { 'content-type': 'application/json', 'x-test-signature': signature ?? sign(body) },
    });
  };

  it('paid after the deadline: 200 "refunded", recorded, refunded once however often it is repeated, mailed in Traditional Chinese, logged at error', async () => {
    const me = await activeCustomer(h);
    const pid = await walletOrder(h, me, 'tw', 'wechat');
    // The wallet's day passes; the money reaches us a minute after the deadline.
    h.clock.advance(DAY + 60_000);
    const n = { payment_id: pid, method: 'wechat', ref: 'WX-LATE-7', amount: PRICE_1GB, currency: 'JPY' };
    for (let i = 0; i < 3; i++) expect(await notify(n).then((r) => [r.status, r.body])).toEqual([200, { status: 'refunded' }]);
    expect((await notificationsOf(h, pid)).map((r) => r.outcome)).toEqual(['refund', 'duplicate', 'duplicate']);
    expect(await refundsOf(h, pid)).toEqual([{ reason: 'deadline', amount: PRICE_1GB, refunded: true }]);
    expect((await h.get(`tw/payments?id=${pid}`, me.auth)).body.code).toBe('E0030');
    const mails = await outboxTo(h.db, me.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^退款通知（訂單編號 PP\d+）$/)]);
    expect(mails[0]!.text).toContain('您的款項送達時，此訂單的付款期限已過。');
    expect(errorLines().filter((l) => l.includes('payment refused (deadline)'))).toHaveLength(1);
  });

  it('another amount or currency: 422 E0071, recorded and refunded; the order stays payable and the right payment pays it', async () => {
    const me = await activeCustomer(h);
    const before = await simTotals(h.db, me.id);
    const pid = await walletOrder(h, me, 'ja', 'alipay');
    const short = await notify({ payment_id: pid, method: 'alipay', ref: 'AP-SHORT', amount: 55, currency: 'JPY' });
    expect([short.status, short.body.code]).toEqual([422, 'E0071']);
    const dollars = await notify({ payment_id: pid, method: 'alipay', ref: 'AP-USD', amount: PRICE_1GB, currency: 'USD' });
    expect([dollars.status, dollars.body.code]).toEqual([422, 'E0071']);
    expect([(await orderRow(h.db, pid)).status, await charges(h.db, pid)]).toEqual(['unpaid', 0]);
    expect(await refundsOf(h, pid)).toEqual([
      { reason: 'amount_mismatch', amount: 55, refunded: true },
      { reason: 'amount_mismatch', amount: PRICE_1GB, refunded: true },
    ]);
    expect(errorLines().filter((l) => l.includes('payment refused (amount_mismatch)'))).toHaveLength(2);

    const right = await notify({ payment_id: pid, method: 'alipay', ref: 'AP-RIGHT', amount: PRICE_1GB, currency: 'JPY' });
    expect([right.status, right.body]).toEqual([200, { status: 'paid' }]);
    expect([(await orderRow(h.db, pid)).status, await charges(h.db, pid)]).toEqual(['paid', 1]);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb + 1024);
    expect((await notificationsOf(h, pid)).map((r) => [r.provider_ref, r.outcome])).toEqual([
      ['AP-SHORT', 'amount_mismatch'],
      ['AP-USD', 'amount_mismatch'],
      ['AP-RIGHT', 'paid'],
    ]);
    // Two refund mails (Japanese) and the receipt.
    const subjects = (await outboxTo(h.db, me.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('ご返金のお知らせ'))).toHaveLength(2);
    expect(subjects.filter((s) => s.startsWith('お支払い完了のお知らせ'))).toHaveLength(1);
  });

  it('a forged notification: 400 E0055, nothing recorded, nothing paid', async () => {
    const me = await activeCustomer(h);
    const pid = await walletOrder(h, me, 'en', 'wechat');
    const res = await notify({ payment_id: pid, method: 'wechat', ref: 'WX-FAKE', amount: PRICE_1GB, currency: 'JPY' }, '0'.repeat(64));
    expect([res.status, res.body.code]).toEqual([400, 'E0055']);
    expect([(await orderRow(h.db, pid)).status, await notificationsOf(h, pid), await refundsOf(h, pid)]).toEqual(['unpaid', [], []]);
  });
});
