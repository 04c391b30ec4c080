import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ERROR_CODES, MakePaymentResponse, OrderResult, SavedCard, SavedCardResponse } from '@/contract';
import { outboxTo } from './customers';
import { DAY, T0, type Harness } from './harness';
import { LATER_CHALLENGE_CARD, LATER_DECLINE_CARD } from '@/server/sandbox/card-provider';
import {
  activeCustomer,
  buy,
  cardOrder,
  cardToken,
  charges,
  orderRow,
  PLAN,
  simTotals,
  VISA_3DS_FAIL,
  useShopperHarness,
} from './shoppers';

let h: Harness;
useShopperHarness((created) => (h = created));

const reg = (auth: { token: string }, body: Record<string, unknown>) => h.post('payments/reg_payment', { credit: false, ...body }, auth);
const confirm = (auth: { token: string }, payment_id: string, lng = 'en') => h.post(`${lng}/payments/confirm`, { payment_id }, auth);
const usage = async (c: { id: number; auth: { token: string } }) => (await h.get(`cards/usage?id=${c.id}&type=PREPAID`, c.auth)).body;

describe('registering a payment method', () => {
  it('takes a fresh 3-D Secure authenticated token, once', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    const tkn = await cardToken(h);
    const res = await reg(me.auth, { tkn, payment_method: 0, payment_id: pid });
    expect([res.status, typeof res.body.message]).toEqual([200, 'string']);
    expect((await h.get(`payments?id=${pid}`, me.auth)).body.payment_method).toBe('credit_card');
    // Single use: a second order cannot register the same token.
    const again = await reg(me.auth, { tkn, payment_method: 0, payment_id: await buy(h, me, PLAN.data1) });
    expect([again.status, again.body.code]).toEqual([400, 'E0027']);
  });

  it('refuses unknown, unauthenticated, 3-D Secure-failed and expired tokens (400 E0027), changing nothing', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    const before = await orderRow(h.db, pid);
    const tokens = ['tok_nope', await cardToken(h, undefined, { threeDS: false }), await cardToken(h, VISA_3DS_FAIL)];
    const stale = await cardToken(h);
    h.clock.advance(30 * 60 * 1000);
    for (const tkn of [...tokens, stale]) {
      const res = await reg(me.auth, { tkn, payment_method: 0, payment_id: pid });
      expect([res.status, res.body.code]).toEqual([400, 'E0027']);
    }
    expect(await orderRow(h.db, pid)).toEqual(before);
  });

  it('saves the card with credit: true (replacing an older one) and pays with it later without a token', async () => {
    const me = await activeCustomer(h);
    const p1 = await buy(h, me, PLAN.data1);
    expect((await h.get(`payments/credit_card_show?payment_id=${p1}`, me.auth)).body).toEqual({ message: 'No card is saved.' });
    await reg(me.auth, {
      tkn: await cardToken(h, '5555555555554444', { fn: 'HANAKO', ln: 'SATO' }),
      payment_method: 0,
      credit: true,
      payment_id: p1,
    });
    await reg(me.auth, {
      tkn: await cardToken(h, undefined, { fn: 'TARO', ln: 'YAMADA' }),
      payment_method: 0,
      credit: true,
      payment_id: p1,
    });
    const card = await h.get(`payments/credit_card_show?payment_id=${p1}`, me.auth);
    expect(card.status).toBe(200);
    expect(v.is(SavedCard, card.body)).toBe(true);
    expect(card.body).toMatchObject({
      card_no: '**** 1111',
      card_type: 'Visa',
      expire_date_month: '12',
      expire_date_year: '2030',
      credit_holder_name: 'TARO YAMADA',
    });

    const p2 = await buy(h, me, PLAN.data3);
    expect((await reg(me.auth, { payment_method: 0, first_payment_method: true, payment_id: p2 })).status).toBe(200);
    expect((await orderRow(h.db, p2)).card_token).toBe(card.body.token);
    expect((await confirm(me.auth, p2)).body.status).toBe('paid');
  });

  it('needs a token or a saved card for card payments, and no token for the others', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    for (const body of [
      { payment_method: 0 },
      { payment_method: 0, first_payment_method: true },
      { payment_method: 2, tkn: 'tok_x' },
      { payment_method: 5 },
    ]) {
      const res = await reg(me.auth, { ...body, payment_id: pid });
      expect([res.status, res.body.code]).toEqual([400, 'E0002']);
    }
    for (const [code, name] of [
      [1, 'smartpit'],
      [2, 'alipay'],
      [3, 'wechat'],
      [4, 'unionpay'],
    ] as const) {
      expect((await reg(me.auth, { payment_method: code, payment_id: pid })).status).toBe(200);
      expect((await h.get(`payments?id=${pid}`, me.auth)).body.payment_method).toBe(name);
    }
  });

  it('refuses a paid order (409 E0023)', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me);
    await confirm(me.auth, pid);
    const res = await reg(me.auth, { payment_method: 2, payment_id: pid });
    expect([res.status, res.body.code]).toEqual([409, 'E0023']);
    expect(ERROR_CODES.E0023.status).toBe(409);
  });
});

describe('the final purchase', () => {
  it('charges a card: paid, data added, one receipt in the language of the request', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data3);
    const before = await simTotals(h.db, me.id);
    const remaining = (await usage(me)).data_remaining_gb;
    const res = await confirm(me.auth, pid, 'ja');
    expect(res.status).toBe(200);
    expect(v.is(OrderResult, res.body)).toBe(true);
    expect(res.body).toMatchObject({
      status: 'paid',
      payment_method: 'credit_card',
      due_date: null,
      plan: 'データ 3GB',
      price: 1480,
      tax: 134, // ⌊1480 × 10 ÷ 110⌋ (decision 0100)
    });
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb + 3 * 1024);
    expect((await usage(me)).data_remaining_gb).toBeGreaterThan(remaining + 2);
    const mail = await outboxTo(h.db, me.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(res.body.order_number);
    expect(mail[0]!.text).toContain('￥1,480');
    expect(await charges(h.db, pid)).toBe(1);

    // Idempotent: the same answer, nothing more.
    const again = await confirm(me.auth, pid, 'ja');
    expect(again.body).toEqual(res.body);
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb + 3 * 1024);
  });

  it('moves the expiry date for an extension', async () => {
    const me = await activeCustomer(h);
    const before = await simTotals(h.db, me.id);
    const pid = await cardOrder(h, me, PLAN.ext30);
    expect((await confirm(me.auth, pid)).body.status).toBe('paid');
    expect((await simTotals(h.db, me.id)).expiry_date.getTime()).toBe(before.expiry_date.getTime() + 30 * DAY);
    expect((await usage(me)).expiry_date).toBe((before.expiry_date.getTime() + 30 * DAY) / 1000);
  });

  it('leaves wallet and convenience-store orders unpaid, with a deadline (and a slip number)', async () => {
    const me = await activeCustomer(h);
    for (const [code, days] of [
      [1, 3],
      [2, 1],
      [3, 1],
      [4, 1],
    ] as const) {
      const pid = await buy(h, me, PLAN.data1);
      await reg(me.auth, { payment_method: code, payment_id: pid });
      const res = await confirm(me.auth, pid);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'unpaid', due_date: (T0 + days * DAY) / 1000 });
      expect(res.body.smartpit_number).toEqual(code === 1 ? expect.stringMatching(/^\d{12}$/) : null);
      // Confirming again keeps the deadline and the number.
      h.clock.advance(1000);
      expect((await confirm(me.auth, pid)).body).toEqual(res.body);
      h.clock.now = T0;
    }
    expect(await outboxTo(h.db, me.email)).toHaveLength(0);
    const hist = (await h.get(`plans/data_recharge_history?id=${me.id}`, me.auth)).body;
    expect(hist.list[0]).toMatchObject({ status: 'unpaid', payment_method: 'unionpay', due_date: (T0 + DAY) / 1000 });
  });

  it('needs a registered method (400 E0025)', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    const res = await confirm(me.auth, pid);
    expect([res.status, res.body.code]).toEqual([400, 'E0025']);
  });
});

describe('paying an unpaid order from the history', () => {
  it('charges a card now', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me);
    const res = await h.post('payments', { payment_id: pid }, me.auth);
    expect([res.status, res.body]).toEqual([200, { status: 'paid' }]);
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);
    const again = await h.post('payments', { payment_id: pid }, me.auth);
    expect([again.status, again.body.code]).toEqual([409, 'E0023']);
  });

  it("sends wallets to the gateway by an auto-submitting form, and the store to its slip, both on the gateway's origin and back to PUBLIC_URL", async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    await reg(me.auth, { payment_method: 2, payment_id: pid });
    const res = await h.post('ja/payments', { payment_id: pid }, me.auth);
    expect(v.is(MakePaymentResponse, res.body)).toBe(true);
    expect(res.body.status).toBe('unpaid');
    const html: string = res.body.html_content;
    // As real gateways send it: a form to the gateway's origin (another port than the portal's), posted by an inline script.
    expect(html).toContain(`<form id="gateway" method="post" action="http://localhost:3001/wallet/alipay/${pid}">`);
    expect(html).toContain(`<input type="hidden" name="return_url" value="http://localhost:3000/ordercompleted?paymentId=${pid}">`);
    expect(html).toContain("<script>document.getElementById('gateway').submit();</script>");
    expect(html).toContain('Alipayへ進む');
    expect(html).not.toMatch(/\son\w+=|javascript:/i);
    expect((await orderRow(h.db, pid)).due_at).toEqual(new Date(T0 + DAY));

    const slip = await buy(h, me, PLAN.data1);
    await reg(me.auth, { payment_method: 1, payment_id: slip });
    const s = await h.post('payments', { payment_id: slip }, me.auth);
    const back = encodeURIComponent(`http://localhost:3000/ordercompleted?paymentId=${slip}`);
    expect(s.body).toEqual({ status: 'unpaid', smartpit_url: `http://localhost:3001/smartpit/${slip}?return_url=${back}` });
  });

  it('needs a registered method (400 E0025)', async () => {
    const me = await activeCustomer(h);
    const res = await h.post('payments', { payment_id: await buy(h, me, PLAN.data1) }, me.auth);
    expect([res.status, res.body.code]).toEqual([400, 'E0025']);
  });
});

// Cards that pass registration and 3-D Secure, but whose charges the card company refuses or wants to
// confirm with the cardholder (decision 0125): the card company's answer, not the customer's typing.
describe('a charge the card company refuses', () => {
  it('is E0105 at the final Purchase and at Pay, charges nothing, keeps the order and the saved card; another card then pays it', async () => {
    const me = await activeCustomer(h);
    const before = await simTotals(h.db, me.id);
    const pid = await buy(h, me, PLAN.data1);
    expect(
      (await reg(me.auth, { tkn: await cardToken(h, LATER_DECLINE_CARD), payment_method: 0, credit: true, payment_id: pid })).status,
    ).toBe(200);
    const refused = await confirm(me.auth, pid);
    expect([refused.status, refused.body]).toEqual([400, { code: 'E0105', message: ERROR_CODES.E0105.message }]);
    const pay = await h.post('payments', { payment_id: pid }, me.auth);
    expect([pay.status, pay.body.code]).toEqual([400, 'E0105']);
    expect((await h.get(`payments?id=${pid}`, me.auth)).body).toMatchObject({ status: 'unpaid', payment_method: 'credit_card' });
    expect((await h.get(`payments/credit_card_show?payment_id=${pid}`, me.auth)).body.card_no).toBe('**** 0341');
    expect(await charges(h.db, pid)).toBe(0);

    // Another card for the same order: paid once, one top-up.
    expect((await reg(me.auth, { tkn: await cardToken(h), payment_method: 0, payment_id: pid })).status).toBe(200);
    expect((await confirm(me.auth, pid)).body.status).toBe('paid');
    expect(await charges(h.db, pid)).toBe(1);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb + 1024);
  });

  it('is E0106 when the card company wants the cardholder to confirm it (3-D Secure)', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    expect((await reg(me.auth, { tkn: await cardToken(h, LATER_CHALLENGE_CARD), payment_method: 0, payment_id: pid })).status).toBe(200);
    const refused = await confirm(me.auth, pid);
    expect([refused.status, refused.body.code]).toEqual([400, 'E0106']);
    expect(await charges(h.db, pid)).toBe(0);
  });
});

describe('cancelling', () => {
  it('cancels an unpaid order (then it is gone) and refuses a paid one (409 E0024)', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    expect((await h.post('payments/cancel', { payment_id: pid }, me.auth)).status).toBe(200);
    expect((await h.get(`payments?id=${pid}`, me.auth)).status).toBe(404);
    expect((await h.post('payments/cancel', { payment_id: pid }, me.auth)).status).toBe(404);

    const paid = await cardOrder(h, me);
    await confirm(me.auth, paid);
    const before = await orderRow(h.db, paid);
    const res = await h.post('payments/cancel', { payment_id: paid }, me.auth);
    expect([res.status, res.body]).toEqual([409, { code: 'E0024', message: 'A paid order cannot be cancelled.' }]);
    expect(await orderRow(h.db, paid)).toEqual(before);
  });
});

describe('the saved card', () => {
  it('is deleted idempotently', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data1, true);
    expect((await h.get(`payments/credit_card_show?payment_id=${pid}`, me.auth)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await h.request('DELETE', '/api/en/payments/credit_card_delete', undefined, me.auth);
      expect([res.status, typeof res.body.message]).toEqual([200, 'string']);
    }
    // No card is an ordinary answer (decision 0052): 200 and a message, never a 404 the browser logs.
    const gone = await h.get(`payments/credit_card_show?payment_id=${pid}`, me.auth);
    expect([gone.status, gone.body]).toEqual([200, { message: 'No card is saved.' }]);
    expect(v.is(SavedCardResponse, gone.body)).toBe(true);
  });

  it('answers a customer who never saved one with 200 and no card fields', async () => {
    const me = await activeCustomer(h);
    const pid = await buy(h, me, PLAN.data1);
    const res = await h.get(`payments/credit_card_show?payment_id=${pid}`, me.auth);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['message']);
  });
});

describe("another customer's order", () => {
  it('is 404 E0010 on every payments endpoint, and nothing changes', async () => {
    const owner = await activeCustomer(h);
    const intruder = await activeCustomer(h);
    await cardOrder(h, intruder, PLAN.data1, true); // the intruder has a saved card of their own
    const pid = await cardOrder(h, owner, PLAN.data3, true);
    const before = { order: await orderRow(h.db, pid), sim: await simTotals(h.db, owner.id) };
    const tkn = await cardToken(h);
    const calls = [
      () => h.get(`payments?id=${pid}`, intruder.auth),
      () => reg(intruder.auth, { tkn, payment_method: 0, payment_id: pid }),
      () => reg(intruder.auth, { payment_method: 0, first_payment_method: true, payment_id: pid }),
      () => reg(intruder.auth, { payment_method: 2, payment_id: pid }),
      () => confirm(intruder.auth, pid),
      () => h.post('payments', { payment_id: pid }, intruder.auth),
      () => h.post('payments/cancel', { payment_id: pid }, intruder.auth),
      () => h.get(`payments/credit_card_show?payment_id=${pid}`, intruder.auth),
      () => h.request('DELETE', `/api/en/payments/credit_card_delete?payment_id=${pid}`, undefined, intruder.auth),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.status, res.body]).toEqual([404, { code: 'E0010', message: 'Not found.' }]);
    }
    expect({ order: await orderRow(h.db, pid), sim: await simTotals(h.db, owner.id) }).toEqual(before);
    expect(await charges(h.db, pid)).toBe(0);
    expect((await h.get(`payments/credit_card_show?payment_id=${pid}`, owner.auth)).status).toBe(200);
    // The token the intruder sent was not consumed either.
    expect((await reg(owner.auth, { tkn, payment_method: 0, payment_id: pid })).status).toBe(200);
  });
});

describe('the receipt mail', () => {
  it('exists in all five languages with the order number, amount, tax and the link to the receipt', async () => {
    const { receiptMail } = await import('@/server/mail/receipt-mail');
    const vars = {
      name: 'X',
      orderNumber: 'PP20260401000001',
      plan: 'P',
      price: 1480,
      tax: 135,
      method: 'alipay' as const,
      paidOn: '2026/04/01',
      iccid: '89',
      expiry: '2026/05/01',
      link: 'https://p',
      receiptLink: 'https://p/receipt/pi_1?lng=x',
    };
    const subjects = new Set<string>();
    for (const lng of ['ja', 'en', 'zh', 'tw', 'vi'] as const) {
      const m = receiptMail(lng, vars);
      subjects.add(m.subject);
      expect(m.subject).toContain(vars.orderNumber);
      expect(m.text).toContain('￥1,480');
      expect(m.text).toContain('￥135');
      expect(m.text).toContain('2026/05/01');
      expect(m.text).toContain(vars.receiptLink);
    }
    expect(subjects.size).toBe(5);
  });
});
