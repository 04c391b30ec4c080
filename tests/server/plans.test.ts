import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HistoryPage, OrderResult, PlanList, PurchaseResponse } from '@/contract';
import { taxOf } from '@/server/domain/plans';
import { customer } from './customers';
import { count, createHarness, DAY, T0, type Harness } from './harness';
import { activeCustomer, buy, PLAN, useShopperHarness } from './shoppers';

let h: Harness;
useShopperHarness((created) => (h = created));

async function ordersCount(): Promise<number> {
  const [row] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  return row!.n;
}

describe('plan lists', () => {
  it('lists data plans (GB) and extension plans (days) of a physical SIM, valid against the contract', async () => {
    const me = await activeCustomer(h, 'physical_sim', 5, 30);
    const expiry = Math.floor((T0 + 25 * DAY) / 1000);
    const data = await h.get(`plans/data_recharge?id=${me.id}`, me.auth);
    expect(data.status).toBe(200);
    expect(v.is(PlanList, data.body)).toBe(true);
    expect(data.body.plan.map((p: { size: number }) => p.size)).toEqual([1, 3, 5, 10]);
    expect(data.body.plan[0]).toEqual({ id: 101, size: 1, days: null, price: 550, currency: 'JPY', validity: expiry });

    const ext = await h.get(`plans/usage_extension?id=${me.id}`, me.auth);
    expect(v.is(PlanList, ext.body)).toBe(true);
    expect(ext.body.plan.map((p: { days: number; size: null }) => [p.days, p.size])).toEqual([
      [7, null],
      [30, null],
      [90, null],
    ]);
    // An extension's validity is the expiry it would give the SIM.
    expect(ext.body.plan[0].validity).toBe(expiry + 7 * 86400);
  });

  it('has plans for sonet eSIMs and none for astro and linksfield eSIMs', async () => {
    const esims = await activeCustomer(h, 'sonet_esim');
    expect((await h.get(`plans/data_recharge?id=${esims.id}`, esims.auth)).body.plan).toHaveLength(4);
    for (const type of ['astro_esim', 'linksfield_esim'] as const) {
      const c = await activeCustomer(h, type);
      for (const path of ['data_recharge', 'usage_extension']) {
        const res = await h.get(`plans/${path}?id=${c.id}`, c.auth);
        expect([res.status, res.body]).toEqual([200, { plan: [] }]);
      }
    }
  });

  it('gives validity 0 while the SIM has no expiry, and the same plans in every language', async () => {
    const me = await customer(h, 'physical_sim');
    const en = await h.get(`plans/data_recharge?id=${me.id}`, me.auth);
    expect(en.body.plan.every((p: { validity: number }) => p.validity === 0)).toBe(true);
    for (const lng of ['ja', 'zh', 'tw', 'vi'])
      expect((await h.get(`${lng}/plans/data_recharge?id=${me.id}`, me.auth)).body).toEqual(en.body);
  });

  it("refuses another customer's SIM (404), a missing id and unknown parameters (400)", async () => {
    const me = await activeCustomer(h);
    const other = await activeCustomer(h);
    const res = await h.get(`plans/data_recharge?id=${other.id}`, me.auth);
    expect([res.status, res.body.code]).toEqual([404, 'E0010']);
    expect((await h.get('plans/data_recharge', me.auth)).status).toBe(400);
    expect((await h.get(`plans/data_recharge?id=${me.id}&x=1`, me.auth)).status).toBe(400);
    expect((await h.get(`plans/data_recharge?id=${me.id}`)).status).toBe(401);
  });
});

describe('buying a plan', () => {
  it('creates an unpaid order with the tax split and an order number', async () => {
    const me = await activeCustomer(h);
    const res = await h.post('plans/recharge', { id: me.id, plan_id: PLAN.data3 }, me.auth);
    expect(res.status).toBe(200);
    expect(v.is(PurchaseResponse, res.body)).toBe(true);
    const order = await h.get(`payments?id=${res.body.payment_id}`, me.auth);
    expect(v.is(OrderResult, order.body)).toBe(true);
    expect(order.body).toMatchObject({
      plan: 'Data 3GB',
      recharge_type: 0,
      price: 1480,
      tax: 134, // ⌊1480 × 10 ÷ 110⌋ (decision 0100)
      total_price: 1480,
      currency: 'JPY',
      status: 'unpaid',
      payment_method: null,
      due_date: null,
      smartpit_number: null,
      order_date: T0 / 1000,
    });
    expect(order.body.order_number).toMatch(/^PP20260401\d{6}$/);
  });

  it('takes the tax out of the tax-included price, rounded down (decision 0100)', () => {
    expect([550, 1480, 1650, 3980, 4180].map(taxOf)).toEqual([50, 134, 150, 361, 380]);
  });

  it('names the plan in the language of the path', async () => {
    const me = await activeCustomer(h);
    const data = await buy(h, me, PLAN.data3);
    const ext = await buy(h, me, PLAN.ext30);
    const names: Record<string, [string, string]> = {
      ja: ['データ 3GB', '利用期間延長 30日'],
      en: ['Data 3GB', 'Extension 30 days'],
      zh: ['流量 3GB', '延长使用期 30天'],
      tw: ['流量 3GB', '延長使用期限 30天'],
      vi: ['Dữ liệu 3GB', 'Gia hạn 30 ngày'],
    };
    for (const [lng, [d, e]] of Object.entries(names)) {
      expect((await h.get(`${lng}/payments?id=${data}`, me.auth)).body.plan).toBe(d);
      expect((await h.get(`${lng}/payments?id=${ext}`, me.auth)).body).toMatchObject({ plan: e, recharge_type: 1 });
    }
  });

  it('is refused once the usage expiry date has passed (400 E0019), creating nothing', async () => {
    const me = await activeCustomer(h, 'physical_sim', 5, 30);
    h.clock.now = T0 + 25 * DAY - 1000;
    expect((await h.post('plans/recharge', { id: me.id, plan_id: PLAN.data1 }, me.auth)).status).toBe(200);
    h.clock.now = T0 + 25 * DAY;
    const before = await ordersCount();
    const res = await h.post('plans/recharge', { id: me.id, plan_id: PLAN.data1 }, me.auth);
    expect([res.status, res.body.code]).toEqual([400, 'E0019']);
    expect(res.body.message).toBe('Plans can be bought only before the usage expiry date.');
    expect((await h.post('plans/recharge', { id: me.id, plan_id: PLAN.ext7 }, me.auth)).body.code).toBe('E0019');
    expect(await ordersCount()).toBe(before);
  });

  it('is refused for a SIM not activated yet (409 E0016), a plan of another SIM type or none (404), another customer (404)', async () => {
    const fresh = await customer(h, 'physical_sim');
    expect((await h.post('plans/recharge', { id: fresh.id, plan_id: PLAN.data1 }, fresh.auth)).body.code).toBe('E0016');
    const me = await activeCustomer(h);
    const other = await activeCustomer(h);
    const before = await ordersCount();
    for (const body of [
      { id: me.id, plan_id: PLAN.esimData1 },
      { id: me.id, plan_id: 999 },
      { id: other.id, plan_id: PLAN.data1 },
    ]) {
      const res = await h.post('plans/recharge', body, me.auth);
      expect([res.status, res.body.code]).toEqual([404, 'E0010']);
    }
    const lf = await activeCustomer(h, 'linksfield_esim');
    expect((await h.post('plans/recharge', { id: lf.id, plan_id: PLAN.data1 }, lf.auth)).status).toBe(404);
    expect((await h.post('plans/recharge', { id: me.id }, me.auth)).status).toBe(400);
    expect(await ordersCount()).toBe(before);
  });
});

describe('order histories', () => {
  it('lists 5 per page, newest first, with total pages; cancelled orders are not listed', async () => {
    const me = await activeCustomer(h);
    // Listed once the customer chose how to pay (a draft without a method is not: decision 0051).
    const chosen = async (planId: number) => {
      const id = await buy(h, me, planId);
      expect((await h.post('payments/reg_payment', { payment_method: 1, credit: false, payment_id: id }, me.auth)).status).toBe(200);
      return id;
    };
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      h.clock.now = T0 + i * 60_000;
      ids.push(await chosen(i % 2 ? PLAN.data1 : PLAN.data3));
    }
    await chosen(PLAN.ext7);
    await buy(h, me, PLAN.data3);
    const page = async (p?: number, type = 'data_recharge_history') =>
      (await h.get(`plans/${type}?id=${me.id}${p ? `&page=${p}` : ''}`, me.auth)).body;
    const first = await page();
    expect(v.is(HistoryPage, first)).toBe(true);
    expect([first.total_pages, first.current_page]).toEqual([3, 1]);
    expect(first.list.map((i: { id: string }) => i.id)).toEqual(ids.slice(-5).reverse());
    expect(first.list[0]).toEqual({
      id: ids[11],
      plan: 'Data 1GB',
      price: 550,
      status: 'unpaid',
      due_date: null,
      order_date: (T0 + 11 * 60_000) / 1000,
      payment_method: 'smartpit',
    });
    expect((await page(3)).list.map((i: { id: string }) => i.id)).toEqual([ids[1], ids[0]]);
    expect(await page(4)).toEqual({ list: [], total_pages: 3, current_page: 4 });

    // Cancelling two brings it down to 10: 2 pages.
    for (const id of [ids[0], ids[5]]) expect((await h.post('payments/cancel', { payment_id: id }, me.auth)).status).toBe(200);
    const after = await page(2);
    expect(after.total_pages).toBe(2);
    expect([...(await page(1)).list, ...after.list].map((i: { id: string }) => i.id)).not.toContain(ids[5]);

    const ext = await page(undefined, 'usage_extension_history');
    expect([ext.list.length, ext.total_pages, ext.list[0].plan]).toEqual([1, 1, 'Extension 7 days']);
  });

  it("has one empty page for a SIM without orders and refuses bad pages and others' SIMs", async () => {
    const me = await activeCustomer(h);
    expect((await h.get(`plans/data_recharge_history?id=${me.id}`, me.auth)).body).toEqual({ list: [], total_pages: 1, current_page: 1 });
    for (const p of ['0', '-1', 'x']) expect((await h.get(`plans/data_recharge_history?id=${me.id}&page=${p}`, me.auth)).status).toBe(400);
    const other = await activeCustomer(h);
    expect((await h.get(`plans/usage_extension_history?id=${other.id}`, me.auth)).status).toBe(404);
  });
});

describe('demo data', () => {
  it('gives prepaid@demo.test 3 pages of data recharges, 3 extensions and a saved Visa ending 1111', async () => {
    const demo = await createHarness({ seed: true, config: { accessTokenTtlSeconds: 365 * 86400 } });
    try {
      const login = await demo.post('auth/login', { email: 'prepaid@demo.test', password: 'Demo1234!' });
      const auth = { token: login.body.access_token };
      const data = await demo.get(`ja/plans/data_recharge_history?id=${login.body.sc_id}`, auth);
      expect(v.is(HistoryPage, data.body)).toBe(true);
      expect(data.body.total_pages).toBe(3);
      const statuses = new Set(data.body.list.map((i: { status: string }) => i.status));
      expect(statuses).toEqual(new Set(['paid', 'unpaid']));
      const ext = await demo.get(`ja/plans/usage_extension_history?id=${login.body.sc_id}`, auth);
      expect(ext.body.list).toHaveLength(3);
      const card = await demo.get(`payments/credit_card_show?payment_id=${data.body.list[0].id}`, auth);
      expect(card.body).toMatchObject({ card_no: '**** 1111', card_type: 'Visa', credit_holder_name: 'TARO YAMADA' });
      const esims = await demo.post('auth/login', { email: 'esims@demo.test', password: 'Demo1234!' });
      const hist = await demo.get(`vi/plans/data_recharge_history?id=${esims.body.sc_id}`, { token: esims.body.access_token });
      expect(hist.body.list.length).toBeGreaterThan(1);
      expect(await count(demo.db, 'outbox')).toBe(0);
    } finally {
      await demo.close();
    }
  });
});
