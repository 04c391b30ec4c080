/**
 * POST plans/recharge with an Idempotency-Key (decision 0018): the answer of a purchase can be lost
 * after the API made the order; the portal's retry carries the same key and must get that order,
 * never a second one. Orders are counted in the database and through the order history.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '@/contract';
import type { Customer } from './customers';
import { snapshot } from './db-snapshot';
import { DAY, T0, type Harness } from './harness';
import { activeCustomer, cardToken, PLAN, useShopperHarness } from './shoppers';

let h: Harness;
useShopperHarness((created) => (h = created));

const newKey = () => randomBytes(18).toString('base64url');

function purchase(me: Customer, planId: number, key?: string, simId = me.id) {
  return h.post(
    'plans/recharge',
    { id: simId, plan_id: planId },
    { ...me.auth, headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key } },
  );
}

async function ordersOf(me: Customer): Promise<string[]> {
  const rows = await h.db.query<{ payment_id: string }>(
    'SELECT payment_id FROM orders WHERE user_id = (SELECT user_id FROM sims WHERE id = $1) ORDER BY id',
    [me.id],
  );
  return rows.map((r) => r.payment_id);
}

/**
 * The customer's data-recharge history as the portal shows it (one page is enough here), once each
 * order has a payment method: drafts without one are not listed (decision 0051).
 */
async function historyIds(me: Customer): Promise<string[]> {
  for (const { payment_id } of await h.db.query<{ payment_id: string }>(
    "SELECT payment_id FROM orders WHERE sim_id = $1 AND status = 'unpaid' AND payment_method IS NULL",
    [me.id],
  )) {
    expect((await h.post('payments/reg_payment', { payment_method: 1, credit: false, payment_id }, me.auth)).status).toBe(200);
  }
  const res = await h.get(`plans/data_recharge_history?id=${me.id}`, me.auth);
  return res.body.list.map((i: { id: string }) => i.id);
}

describe('a purchase repeated with its Idempotency-Key', () => {
  it('answers the same key twice with one order: same status, same body', async () => {
    const me = await activeCustomer(h);
    const key = newKey();
    const first = await purchase(me, PLAN.data3, key);
    const again = await purchase(me, PLAN.data3, key);
    expect(first.status).toBe(200);
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(await ordersOf(me)).toEqual([first.body.payment_id]);
    expect(await historyIds(me)).toEqual([first.body.payment_id]);
  });

  it('makes one order of 20 simultaneous requests with one key, all answered alike', async () => {
    const me = await activeCustomer(h);
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => purchase(me, PLAN.data1, key)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await ordersOf(me)).toEqual([results[0]!.body.payment_id]);
  });

  it('scopes keys to the customer: another customer’s same key is their own new order, never the first one', async () => {
    const alice = await activeCustomer(h);
    const bob = await activeCustomer(h);
    const key = newKey();
    const hers = await purchase(alice, PLAN.data3, key);
    const his = await purchase(bob, PLAN.data3, key);
    expect(his.status).toBe(200);
    expect(his.body.payment_id).not.toBe(hers.body.payment_id);
    expect(await ordersOf(bob)).toEqual([his.body.payment_id]);
    expect(await ordersOf(alice)).toEqual([hers.body.payment_id]);
    // Each sees only their own order.
    expect((await h.get(`payments?id=${his.body.payment_id}`, bob.auth)).status).toBe(200);
    expect((await h.get(`payments?id=${hers.body.payment_id}`, bob.auth)).status).toBe(404);
    // Bob naming Alice's SIM with her key gets the ownership refusal, not her order.
    const smuggled = await purchase(bob, PLAN.data3, key, alice.id);
    expect([smuggled.status, smuggled.body.code]).toEqual([404, 'E0010']);
    expect(JSON.stringify(smuggled.body)).not.toContain(hers.body.payment_id);
  });

  it('refuses the key with another plan (422 E0029 {code, message}) and changes nothing', async () => {
    const me = await activeCustomer(h);
    const key = newKey();
    const first = await purchase(me, PLAN.data3, key);
    const before = await snapshot(h.db);
    for (const plan of [PLAN.data1, PLAN.ext7]) {
      const res = await purchase(me, plan, key);
      expect([res.status, res.body]).toEqual([422, { code: 'E0029', message: ERROR_CODES.E0029.message }]);
    }
    expect(await snapshot(h.db)).toEqual(before);
    expect(await ordersOf(me)).toEqual([first.body.payment_id]);
  });

  it('without a key (older clients) makes a new order each time', async () => {
    const me = await activeCustomer(h);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await purchase(me, PLAN.data3)).body.payment_id);
    expect(new Set(ids).size).toBe(3);
    expect(await ordersOf(me)).toEqual(ids);
    expect((await historyIds(me)).sort()).toEqual([...ids].sort());
  });

  it('refuses a malformed key with 400 E0002 {code, message, issues} naming the header, creating nothing', async () => {
    const me = await activeCustomer(h);
    // Empty, 15 and 65 characters, characters outside [A-Za-z0-9_-], two keys in one header.
    const bad = [
      '',
      'A'.repeat(15),
      'B'.repeat(65),
      'has space in the key',
      'clé-clé-clé-clé-clé',
      'a/b+c=d.e,f;g:h?i',
      `${newKey()}, ${newKey()}`,
    ];
    const before = await snapshot(h.db);
    for (const key of bad) {
      const res = await purchase(me, PLAN.data3, key);
      expect([key, res.status, res.body.code]).toEqual([key, 400, 'E0002']);
      expect(res.body).toEqual({
        code: 'E0002',
        message: expect.stringContaining(IDEMPOTENCY_KEY_HEADER),
        issues: [{ field: IDEMPOTENCY_KEY_HEADER, message: expect.any(String) }],
      });
    }
    expect(await snapshot(h.db)).toEqual(before);
    // The bounds themselves are accepted: 16 and 64 characters of the alphabet.
    for (const key of ['A_-'.repeat(5) + 'z', 'B'.repeat(64)]) expect((await purchase(me, PLAN.data3, key)).status).toBe(200);
  });

  it('does not remember a refused purchase: the same key makes the order once the SIM can buy again', async () => {
    const me = await activeCustomer(h, 'physical_sim', 5, 30);
    const key = newKey();
    h.clock.now = T0 + 25 * DAY;
    expect((await purchase(me, PLAN.data1, key)).body.code).toBe('E0019');
    expect(await h.db.query('SELECT 1 FROM purchase_keys WHERE idempotency_key = $1', [key])).toEqual([]);
    h.clock.now = T0;
    const res = await purchase(me, PLAN.data1, key);
    expect(res.status).toBe(200);
    expect(await ordersOf(me)).toEqual([res.body.payment_id]);
  });

  it('keeps answering with the first order after it was paid, for 24 hours; an older key is a new purchase', async () => {
    const me = await activeCustomer(h, 'physical_sim', 5, 30);
    const key = newKey();
    const first = await purchase(me, PLAN.data3, key);
    const pid = first.body.payment_id;
    // Paid by card, as the portal would.
    expect(
      (await h.post('payments/reg_payment', { tkn: await cardToken(h), payment_method: 0, credit: false, payment_id: pid }, me.auth))
        .status,
    ).toBe(200);
    expect((await h.post('payments/confirm', { payment_id: pid }, me.auth)).body.status).toBe('paid');
    h.clock.advance(DAY - 1000);
    expect(await purchase(me, PLAN.data3, key)).toMatchObject({ status: 200, body: first.body });
    h.clock.advance(2000);
    const later = await purchase(me, PLAN.data3, key);
    expect(later.status).toBe(200);
    expect(later.body.payment_id).not.toBe(pid);
    expect(await ordersOf(me)).toEqual([pid, later.body.payment_id]);
    // The expired row was replaced, not kept beside the new one.
    expect(await h.db.query('SELECT count(*)::int AS n FROM purchase_keys WHERE idempotency_key = $1', [key])).toEqual([{ n: 1 }]);
  });
});
