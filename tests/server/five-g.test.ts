import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FiveGStatus, MessageResponse, type SimType } from '@/contract';
import { createApp } from '@/server/app';
import { ConfigError, loadConfig } from '@/server/config';
import { completeDueFiveG, completeFiveG, startFiveGWorker } from '@/server/jobs/five-g';
import { T0, type Harness } from './harness';
import { useShopperHarness } from './shoppers';
import { customer, outboxTo, rowVersion, type Customer } from './customers';

let h: Harness;
useShopperHarness((created) => (h = created));

const DUE_MS = 60_000; // FIVEG_ACTIVATION_SECONDS' default
const line = (c: Customer) => ({ iccid: c.login.iccid, tel_no: c.login.tel_no });
const check = (c: Customer, body: unknown = line(c)) => h.post('cards/check_5g', body, c.auth);
const add = (c: Customer, body: unknown = line(c)) => h.post('cards/add_5g', body, c.auth);

async function fiveGRow(simId: number) {
  const [row] = await h.db.query<{ requested: Date | null; due: Date | null; enabled: Date | null }>(
    'SELECT five_g_requested_at AS requested, five_g_due_at AS due, five_g_enabled_at AS enabled FROM sims WHERE id = $1',
    [simId],
  );
  return row!;
}

async function status(c: Customer) {
  const res = await check(c);
  expect(res.status).toBe(200);
  expect(v.is(FiveGStatus, res.body)).toBe(true);
  return res.body as FiveGStatus;
}

describe('the 5G option of a physical SIM', () => {
  it('goes from not added to pending on add, and to enabled at the due time', async () => {
    const me = await customer(h, 'physical_sim');
    expect(await status(me)).toEqual({ is_enabled: false, is_pending: false });

    const res = await add(me);
    expect(res.status).toBe(200);
    expect(v.is(MessageResponse, res.body)).toBe(true);
    expect(res.body.message).toMatch(/5G/);
    expect(await fiveGRow(me.id)).toEqual({ requested: new Date(T0), due: new Date(T0 + DUE_MS), enabled: null });
    expect(await status(me)).toEqual({ is_enabled: false, is_pending: true });

    h.clock.now = T0 + DUE_MS - 1;
    expect(await status(me)).toEqual({ is_enabled: false, is_pending: true });
    h.clock.now = T0 + DUE_MS;
    // Completed by the read itself: no timer runs in tests.
    expect(await status(me)).toEqual({ is_enabled: true, is_pending: false });
    expect((await fiveGRow(me.id)).enabled).toEqual(new Date(T0 + DUE_MS));
  });

  it('refuses a second add while pending and once enabled (409 E0017), changing nothing', async () => {
    const me = await customer(h, 'physical_sim');
    await add(me);
    for (const at of [T0 + 1000, T0 + DUE_MS + 1000]) {
      h.clock.now = at;
      await check(me); // settles the option first, so the row below is final
      const before = await rowVersion(h.db, me.id);
      const res = await add(me);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('E0017');
      expect(await rowVersion(h.db, me.id)).toBe(before);
    }
    expect(await fiveGRow(me.id)).toMatchObject({ due: new Date(T0 + DUE_MS) });
  });

  it('lets exactly one of many concurrent adds win', async () => {
    const me = await customer(h, 'physical_sim');
    const results = await Promise.all(Array.from({ length: 6 }, () => add(me)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect([r.status, r.body.code]).toEqual([409, 'E0017']);
    expect(await status(me)).toEqual({ is_enabled: false, is_pending: true });
  });

  it('is completed exactly once however many timer rounds and reads race', async () => {
    // Earlier tests' activations fall due too: complete them first so only this one is left to race for.
    h.clock.now = T0 + DUE_MS;
    await completeDueFiveG(h.db, h.clock.now);
    const me = await customer(h, 'physical_sim');
    await add(me);
    h.clock.now += DUE_MS;
    const results = await Promise.all([
      completeFiveG(h.db, me.id, h.clock.now),
      completeFiveG(h.db, me.id, h.clock.now),
      completeDueFiveG(h.db, h.clock.now),
      completeDueFiveG(h.db, h.clock.now),
      check(me),
    ]);
    const winners = [results[0], results[1]].filter(Boolean).length + (results[2] as number) + (results[3] as number);
    expect(winners).toBeLessThanOrEqual(1);
    expect(await status(me)).toEqual({ is_enabled: true, is_pending: false });
    expect(await completeDueFiveG(h.db, h.clock.now + DUE_MS)).toBe(0);
  });

  it('is switched on by the background timer for a customer who never looks again', async () => {
    const me = await customer(h, 'physical_sim');
    await add(me);
    h.clock.now = T0 + DUE_MS + 5_000;
    const worker = startFiveGWorker(h.db, () => h.clock.now, 5);
    try {
      await expect
        .poll(async () => (await fiveGRow(me.id)).enabled, { timeout: 5_000, interval: 10 })
        .toEqual(new Date(T0 + DUE_MS + 5_000));
    } finally {
      await worker.stop();
    }
  });

  it('accepts the line number with or without hyphens, or none, and refuses another one as not found', async () => {
    const me = await customer(h, 'physical_sim');
    const tel = me.login.tel_no!;
    expect((await check(me, { iccid: me.login.iccid, tel_no: tel.replace(/-/g, '') })).status).toBe(200);
    expect((await check(me, { iccid: me.login.iccid, tel_no: null })).status).toBe(200);
    const wrong = `${tel.slice(0, -1)}${(Number(tel.slice(-1)) + 1) % 10}`;
    for (const res of [
      await check(me, { iccid: me.login.iccid, tel_no: wrong }),
      await add(me, { iccid: me.login.iccid, tel_no: wrong }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('E0010');
    }
    expect(await fiveGRow(me.id)).toEqual({ requested: null, due: null, enabled: null });
  });

  it('costs nothing: no order, no payment, no mail', async () => {
    const me = await customer(h, 'physical_sim');
    await add(me);
    h.clock.now = T0 + DUE_MS;
    await check(me);
    expect(await outboxTo(h.db, me.email)).toEqual([]);
    const [orders] = await h.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM orders WHERE sim_id = $1)::int + (SELECT count(*) FROM charges c JOIN orders o ON o.id = c.order_id WHERE o.sim_id = $1)::int AS n',
      [me.id],
    );
    expect(orders!.n).toBe(0);
  });

  it('waits FIVEG_ACTIVATION_SECONDS (config fiveGActivationSeconds)', async () => {
    expect(loadConfig({}).fiveGActivationSeconds).toBe(60);
    expect(loadConfig({ FIVEG_ACTIVATION_SECONDS: '5' }).fiveGActivationSeconds).toBe(5);
    expect(() => loadConfig({ FIVEG_ACTIVATION_SECONDS: '0' })).toThrow(ConfigError);
    const me = await customer(h, 'physical_sim');
    const fast = createApp({ db: h.db, config: { ...h.config, fiveGActivationSeconds: 5 } });
    const res = await fast.request('/api/ja/cards/add_5g', {
      method: 'POST',
      headers: { authorization: `Bearer ${me.auth.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(line(me)),
    });
    expect(res.status).toBe(200);
    expect((await fiveGRow(me.id)).due).toEqual(new Date(T0 + 5_000));
  });
});

describe('refusals', () => {
  it.each<SimType>(['astro_esim', 'sonet_esim', 'linksfield_esim'])(
    'an eSIM (%s) cannot have 5G: 400 E0002 saying so, nothing changed',
    async (type) => {
      const me = await customer(h, type);
      const before = await rowVersion(h.db, me.id);
      for (const res of [await check(me), await add(me)]) {
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('E0002');
        expect(res.body.message).toContain('"iccid"');
        expect(res.body.message).toMatch(/only available for physical prepaid SIMs/);
      }
      expect(await rowVersion(h.db, me.id)).toBe(before);
    },
  );

  it('another customer’s ICCID is 404 E0010, like one that does not exist, and nothing changes', async () => {
    const me = await customer(h, 'physical_sim');
    const other = await customer(h, 'physical_sim');
    const before = await rowVersion(h.db, other.id);
    const bodies = [line(other), { iccid: other.login.iccid, tel_no: null }, { iccid: '8981000000000000000', tel_no: null }];
    for (const body of bodies) {
      for (const res of [await check(me, body), await add(me, body)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: 'E0010', message: 'Not found.' });
      }
    }
    expect(await rowVersion(h.db, other.id)).toBe(before);
    expect(await fiveGRow(other.id)).toEqual({ requested: null, due: null, enabled: null });
  });

  it('a terminated line takes no new option (409 E0018)', async () => {
    const me = await customer(h, 'physical_sim');
    await h.db.query(`UPDATE sims SET sc_status = 'cancelled' WHERE id = $1`, [me.id]);
    const res = await add(me);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('E0018');
    expect(await fiveGRow(me.id)).toEqual({ requested: null, due: null, enabled: null });
  });

  it.each([
    ['no body', {}, 'iccid'],
    ['an ICCID with letters', { iccid: '8981abc', tel_no: null }, 'iccid'],
    ['an ICCID as a number', { iccid: 8981000000000000000, tel_no: null }, 'iccid'],
    ['no tel_no key', { iccid: '8981000000000000000' }, 'tel_no'],
    ['a tel_no too long', { iccid: '8981000000000000000', tel_no: '0'.repeat(21) }, 'tel_no'],
  ])('refuses %s with 400 E0002 naming the field', async (_name, body, field) => {
    const me = await customer(h, 'physical_sim');
    for (const res of [await check(me, body), await add(me, body)]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('E0002');
      expect(res.body.message).toContain(`"${field}"`);
    }
  });

  it('needs a token', async () => {
    for (const path of ['cards/check_5g', 'cards/add_5g']) {
      const res = await h.post(path, { iccid: '8981000000000000000', tel_no: null });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('E0001');
    }
  });
});
