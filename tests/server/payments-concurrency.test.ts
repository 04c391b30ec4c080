import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from './customers';
import { createHarness, type Harness } from './harness';
import { activeCustomer, cardOrder, charges, PLAN, simTotals } from './shoppers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { accessTokenTtlSeconds: 365 * 86400 } });
});
afterAll(() => h?.close());

describe('paying under concurrency', () => {
  it('fifty concurrent confirmations of one card order produce exactly one payment', async () => {
    const me = await activeCustomer(h);
    const pid = await cardOrder(h, me, PLAN.data10);
    const before = await simTotals(h.db, me.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        h.app.request('/api/en/payments/confirm', {
          method: 'POST',
          headers: { authorization: `Bearer ${me.auth.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ payment_id: pid }),
        }),
      ),
    );
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ status: 'paid', payment_id: pid });
    const [paid] = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE payment_id = $1 AND status = 'paid'`, [pid]);
    expect(paid!.n).toBe(1);
    expect(await charges(h.db, pid)).toBe(1);
    expect(await outboxTo(h.db, me.email)).toHaveLength(1);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(before.data_total_mb + 10 * 1024);
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
    if (row!.status === 'paid') expect([n, added, (await outboxTo(h.db, me.email)).length]).toEqual([1, 1024, 1]);
    else expect([row!.status, n, added, (await outboxTo(h.db, me.email)).length]).toEqual(['cancelled', 0, 0, 0]);
  });
});
