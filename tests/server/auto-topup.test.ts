import { createECDH } from 'node:crypto';
/**
 * Automatic top-up (docs/decisions/0110–0112), through the usage-watch sweep as main.ts runs it and
 * the sandbox card provider's books. Expectations are by hand: 3 GB physical SIM (3072 MB), top-up
 * plan 101 (1 GB, ¥550 tax included), threshold 20 % left, at most 2 a month.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type AutoTopUpState } from '@/contract/auto-topup';
import { sandboxSeamsFor } from '@/server/app';
import { autoTopUpOnSample } from '@/server/domain/auto-topup-run';
import { paymentContext } from '@/server/domain/payment-context';
import { findSimById } from '@/server/domain/sims';
import { buildUsageHandlers } from '@/server/jobs/usage-handlers';
import { reconcilePayments } from '@/server/jobs/payment-reconciliation';
import { watchUsage } from '@/server/jobs/usage-watch';
import { LATER_CHALLENGE_CARD, LATER_DECLINE_CARD } from '@/server/sandbox/card-provider';
import { DAY, type Harness } from './harness';
import { outboxTo, type Customer } from './customers';
import { activeCustomer, buy, cardOrder, cardToken, PLAN, simTotals, useShopperHarness, VISA_OK } from './shoppers';

/** A browser's P-256 public key, as PushManager.subscribe makes it. */
const phoneKey = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
};

let h: Harness;
useShopperHarness((created) => (h = created));

const silent = pino({ level: 'silent' });
/** One API instance's usage-watch round: its own seams and handlers over the shared database. */
async function sweep(): Promise<void> {
  const seams = sandboxSeamsFor(h.db, h.config);
  const handlers = buildUsageHandlers({ db: h.db, config: h.config, seams, log: silent });
  await watchUsage({ db: h.db, usage: seams.usage, log: silent }, h.clock.now, handlers);
}
const setUsage = async (c: Customer, usedMb: number) =>
  expect((await h.request('POST', '/api/sandbox/usage', { iccid: c.login.iccid, used_mb: usedMb, rate_mb_per_day: 0 })).status).toBe(204);

/** Saves a card the way a customer does: "save this card" while paying an order, then the order cancelled. */
async function saveCard(c: Customer, cn: string): Promise<void> {
  const paymentId = await buy(h, c, PLAN.data1);
  const tkn = await cardToken(h, cn);
  expect((await h.post('payments/reg_payment', { tkn, payment_method: 0, credit: true, payment_id: paymentId }, c.auth)).status).toBe(200);
  expect((await h.post('payments/cancel', { payment_id: paymentId }, c.auth)).status).toBe(200);
}

const state = async (c: Customer) => {
  const res = await h.get<AutoTopUpState>(`auto_topup?id=${c.id}`, c.auth);
  expect(res.status).toBe(200);
  return res.body;
};
const turnOn = (c: Customer, extra: Record<string, unknown> = {}) =>
  h.post('auto_topup', { id: c.id, threshold_pct: 20, plan_id: PLAN.data1, monthly_cap: 2, agree: true, ...extra }, c.auth);

/** Orders of this SIM by status, and the provider's charges for them. */
async function ledger(c: Customer) {
  const orders = await h.db.query<{ payment_id: string; status: string; plan_id: number; price: number }>(
    `SELECT o.payment_id, o.status, o.plan_id, o.price FROM orders o JOIN auto_topup_runs r ON r.order_id = o.id WHERE o.sim_id = $1 ORDER BY o.id`,
    [c.id],
  );
  const charges = (await h.request('GET', '/api/sandbox/charges')).body.charges.filter((ch: { payment_id: string }) =>
    orders.some((o) => o.payment_id === ch.payment_id),
  );
  return { paid: orders.filter((o) => o.status === 'paid'), orders, charges };
}

describe('automatic top-up', () => {
  it('buys once per crossing with the saved card, again after a top-up up to the monthly cap, across instances, never past expiry', async () => {
    const me = await activeCustomer(h, 'physical_sim', 5, 60);
    // Off by default, with the card it would use.
    expect(await state(me)).toMatchObject({ available: true, enabled: false, card: null, monthly_cap: 2, threshold_pct: 20 });
    expect((await turnOn(me)).body.code).toBe('E0096');
    await saveCard(me, VISA_OK);
    expect(await state(me)).toMatchObject({ enabled: false, card: { card_no: '**** 1111', card_type: 'Visa' } });
    expect((await turnOn(me)).status).toBe(200);
    expect(await state(me)).toMatchObject({ enabled: true, plan_id: PLAN.data1, purchases_this_month: 0 });

    // Told when data runs low: but not about a low the automatic top-up has just made good.
    const alerts = [{ kind: 'data_20', push: false, mail: true }];
    expect((await h.request('PUT', `/api/en/alerts/${me.login.iccid}`, { alerts }, me.auth)).status).toBe(200);
    await setUsage(me, 2000); // 35 % left
    await sweep();
    expect((await ledger(me)).orders).toHaveLength(0);

    await setUsage(me, 2600); // 15 % left: crossed
    await Promise.all([sweep(), sweep()]); // two instances, one round each
    await sweep();
    let l = await ledger(me);
    expect(l.paid).toEqual([expect.objectContaining({ plan_id: PLAN.data1, price: 550 })]);
    expect(l.charges).toEqual([expect.objectContaining({ amount: 550, currency: 'JPY', refund: null })]);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(3072 + 1024);
    expect((await outboxTo(h.db, me.email)).filter((m) => /20%/.test(m.subject))).toEqual([]);
    // An ordinary order: in the history, paid by card, with its receipt.
    const history = await h.get(`plans/data_recharge_history?id=${me.id}`, me.auth);
    expect(history.body.list[0]).toMatchObject({ id: l.paid[0]!.payment_id, status: 'paid', payment_method: 'credit_card', price: 550 });
    expect((await outboxTo(h.db, me.email)).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);

    // Back and forth across the line on the new allowance (4096 MB): one more, then the cap.
    await setUsage(me, 1000);
    await sweep();
    await setUsage(me, 3400); // 17 % of 4096 left
    await sweep();
    await setUsage(me, 3000);
    await sweep();
    await setUsage(me, 3450);
    await sweep();
    l = await ledger(me);
    expect(l.paid).toHaveLength(2);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(3072 + 2048);
    await setUsage(me, 4700); // 8 % of 5120 left, but 2 of 2 this month
    await sweep();
    expect((await ledger(me)).orders).toHaveLength(2);
    expect(await state(me)).toMatchObject({ enabled: true, purchases_this_month: 2 });

    // May in Japan (15:00 UTC on 30 April is midnight in Tokyo): a new month, a new allowance of purchases.
    h.clock.now = Date.UTC(2026, 3, 30, 15, 0, 1);
    await sweep();
    l = await ledger(me);
    expect(l.paid).toHaveLength(3);
    expect(l.charges).toHaveLength(3);

    // After the usage period has ended nothing is bought, even if a sample says the line is below its threshold.
    const sim = (await findSimById(h.db, me.id))!;
    h.clock.now = sim.expiry_date!.getTime() + 1000;
    const payments = paymentContext({
      db: h.db,
      config: h.config,
      provider: sandboxSeamsFor(h.db, h.config).payment,
      origin: () => 'http://portal.test',
    });
    expect(
      await autoTopUpOnSample(payments, { sim, allowanceKey: 'after-expiry', period: 'after-expiry', usedMb: 6000, remainingShare: 0 }),
    ).toEqual([]);
    expect((await ledger(me)).orders).toHaveLength(3);

    // Off in one request, whatever else.
    expect((await h.post('auto_topup/off', { id: me.id }, me.auth)).body).toMatchObject({ enabled: false, off_reason: 'customer' });
  });

  it('one fall buys once: a purchase that leaves the line below its threshold waits until its data is used or the line is back above', async () => {
    // A 10 GB line (10240 MB), "below 30 %, 1 GB, at most 3 a month". By hand: at 9000 MB used 12 % is left;
    // 1 GB more makes 2264 of 11264 MB (20 %), still below 30 %: the same fall, not a new one.
    const me = await activeCustomer(h, 'physical_sim', 5, 60);
    await h.db.query('UPDATE sims SET data_total_mb = 10240 WHERE id = $1', [me.id]);
    await saveCard(me, VISA_OK);
    expect((await turnOn(me, { threshold_pct: 30, monthly_cap: 3 })).status).toBe(200);
    await setUsage(me, 9000);
    for (let round = 0; round < 4; round++) {
      await sweep();
      h.clock.advance(10_000);
    }
    let l = await ledger(me);
    expect(l.paid).toHaveLength(1);
    expect(l.charges).toHaveLength(1);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(10240 + 1024);
    expect(await state(me)).toMatchObject({ enabled: true, purchases_this_month: 1 });

    // Its 1 GB used (9000 + 1024 MB and more): the next fall buys again, once (1164 → 2188 of 12288 MB, 18 %).
    await setUsage(me, 10100);
    await sweep();
    await sweep();
    l = await ledger(me);
    expect(l.paid).toHaveLength(2);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(10240 + 2048);

    // The customer buys 3 GB: 5260 of 15360 MB left (34 %), back above 30 %. The next fall below buys the third.
    const manual = await cardOrder(h, me, PLAN.data3);
    expect((await h.post('payments/confirm', { payment_id: manual }, me.auth)).body.status).toBe('paid');
    await sweep();
    expect((await ledger(me)).paid).toHaveLength(2);
    await setUsage(me, 11000); // 4360 of 15360 MB left: 28 %
    await sweep();
    await sweep();
    l = await ledger(me);
    expect(l.paid).toHaveLength(3);
    expect(l.charges).toHaveLength(3);
  });

  it('a provider that charges and loses its answer: the run waits, and the next round finds the charge (one order, one charge)', async () => {
    const me = await activeCustomer(h, 'physical_sim', 5, 60);
    await saveCard(me, VISA_OK);
    expect((await turnOn(me)).status).toBe(200);
    await setUsage(me, 2700);
    const seams = sandboxSeamsFor(h.db, h.config);
    const charge = seams.payment.charge.bind(seams.payment);
    let lost = 0;
    seams.payment = {
      ...seams.payment,
      charge: async (req) => {
        await charge(req);
        lost++;
        throw new Error('connection reset after the provider charged');
      },
    };
    await watchUsage(
      { db: h.db, usage: seams.usage, log: silent },
      h.clock.now,
      buildUsageHandlers({ db: h.db, config: h.config, seams, log: silent }),
    );
    expect(lost).toBe(1);
    expect((await ledger(me)).paid).toHaveLength(0);
    expect((await ledger(me)).charges).toHaveLength(1);
    // Past the attempt's call window and timeout, the next round asks the provider instead of charging again.
    h.clock.advance(2 * 60_000);
    await sweep();
    await sweep();
    const l = await ledger(me);
    expect(l.paid).toHaveLength(1);
    expect(l.charges).toEqual([expect.objectContaining({ payment_id: l.paid[0]!.payment_id, amount: 550, refund: null })]);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(3072 + 1024);
    expect((await outboxTo(h.db, me.email)).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('a provider that holds the charge longer than the call window: the rounds and the job ask again under the same key, one charge', async () => {
    // The sandbox provider holds every charge 500 ms (real time) before it books it; our call window and
    // timeout are 100 ms each (a reconcile age of 300 ms). Each round comes after the window, on our clock.
    const slow = { ...h.config, sandboxChargeDelayMs: 500, paymentReconcileAfterMs: 300 };
    const round = async () => {
      const seams = sandboxSeamsFor(h.db, slow);
      const handlers = buildUsageHandlers({ db: h.db, config: slow, seams, log: silent });
      await watchUsage({ db: h.db, usage: seams.usage, log: silent }, h.clock.now, handlers);
    };
    const reconcile = () =>
      reconcilePayments(
        paymentContext({ db: h.db, config: slow, provider: sandboxSeamsFor(h.db, slow).payment, origin: () => 'http://portal.test' }),
      );
    const me = await activeCustomer(h, 'physical_sim', 5, 60);
    await saveCard(me, VISA_OK);
    expect((await turnOn(me)).status).toBe(200);
    await setUsage(me, 2700);

    await round(); // the first call: no answer within 100 ms
    h.clock.advance(1_000);
    await reconcile(); // the job asks the provider: nothing booked yet
    await round();
    h.clock.advance(1_000);
    await round();
    const lastCall = Date.now();
    await expect.poll(async () => (await ledger(me)).paid.length, { timeout: 10_000, interval: 100 }).toBe(1);
    // Every held call has come back by now (500 ms after the last one), and the job has run again.
    await new Promise((r) => setTimeout(r, Math.max(0, lastCall + 900 - Date.now())));
    h.clock.advance(1_000);
    await reconcile();
    const l = await ledger(me);
    expect(l.orders).toHaveLength(1);
    expect(l.charges).toEqual([expect.objectContaining({ payment_id: l.paid[0]!.payment_id, amount: 550, refund: null })]);
    expect((await simTotals(h.db, me.id)).data_total_mb).toBe(3072 + 1024);
  });

  it('a declined card buys nothing and says so; a challenge the second time turns it off and says that', async () => {
    const me = await activeCustomer(h, 'physical_sim', 5, 60);
    await saveCard(me, LATER_DECLINE_CARD);
    expect((await turnOn(me, { plan_id: PLAN.data3 })).status).toBe(200);
    // A phone that takes pushes: the notices reach it too, whatever the alert settings say.
    const phone = { endpoint: 'https://fcm.googleapis.com/fcm/send/phone-1', keys: { p256dh: phoneKey(), auth: 'c2VjcmV0LWF1dGgtMTIzNA' } };
    expect((await h.post('alerts/push_subscription', { ...phone, expirationTime: null }, me.auth)).status).toBe(200);
    const pushed = async () =>
      (
        await h.db.query<{ payload: { title: string; url: string } }>(
          'SELECT o.payload FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id WHERE s.endpoint = $1 ORDER BY o.id',
          [phone.endpoint],
        )
      ).map((r) => [r.payload.title, r.payload.url]);
    await setUsage(me, 2700);
    await sweep();
    await sweep(); // the same crossing is not tried again
    let l = await ledger(me);
    expect(l.paid).toHaveLength(0);
    expect(l.charges).toHaveLength(0);
    let notices = (await outboxTo(h.db, me.email)).filter((m) => /automatic top-up/i.test(m.subject));
    expect(notices.map((m) => m.subject)).toEqual(['Your automatic top-up could not be made']);
    expect(notices[0]!.text).toContain('your card company declined the payment');
    expect(notices[0]!.text).toContain('Data 3GB');
    expect(notices[0]!.text).toContain('￥1,480');
    expect(notices[0]!.text).toContain('Automatic top-up stays on.');
    // "Top up now" links to the data recharge screen, the settings to the settings, each for this SIM.
    expect(notices[0]!.text).toMatch(new RegExp(`If you need data now, top up here:\\nhttp\\S+/data-recharge\\?sim=${me.id}&lng=en\\n`));
    expect(notices[0]!.text).toMatch(new RegExp(`Automatic top-up settings:\\nhttp\\S+/auto-top-up\\?sim=${me.id}&lng=en\\n`));
    expect(await pushed()).toEqual([['Automatic top-up could not buy data', `/data-recharge?sim=${me.id}`]]);
    // The screen shows it too: when and why (nothing was bought), until a purchase or a new agreement.
    const declinedAt = Math.floor(h.clock.now / 1000);
    expect(await state(me)).toMatchObject({
      enabled: true,
      purchases_this_month: 0,
      last_failure: { at: declinedAt, reason: 'declined' },
    });

    // The customer tops up by hand with another card (not saved), and saves a card that needs 3-D Secure each time.
    const manual = await cardOrder(h, me, PLAN.data1);
    expect((await h.post('payments/confirm', { payment_id: manual }, me.auth)).body.status).toBe('paid');
    await saveCard(me, LATER_CHALLENGE_CARD);
    await sweep(); // 1396 of 4096 MB left (34 %): back above the line, so the next fall is a new one
    await setUsage(me, 3500); // 15 % of 4096 left: a new fall
    await sweep();
    l = await ledger(me);
    expect(l.paid).toHaveLength(0);
    notices = (await outboxTo(h.db, me.email)).filter((m) => /automatic top-up/i.test(m.subject));
    expect(notices.map((m) => m.subject)).toEqual(['Your automatic top-up could not be made', 'Automatic top-up has been turned off']);
    expect(notices[1]!.text).toContain('confirm the payment yourself (3-D Secure)');
    expect(notices[1]!.text).toContain('turned off');
    expect((await pushed()).at(-1)).toEqual(['Automatic top-up is now off', `/auto-top-up?sim=${me.id}`]);
    expect(await state(me)).toMatchObject({ enabled: false, off_reason: 'failures', last_failure: { reason: 'challenge' } });

    // Off means off: a later crossing buys nothing. Turned on again, the failure is behind the customer.
    await saveCard(me, VISA_OK);
    h.clock.advance(60_000);
    expect((await turnOn(me, { plan_id: PLAN.data3 })).body).toMatchObject({ enabled: true, last_failure: null });
    expect((await h.post('auto_topup/off', { id: me.id }, me.auth)).status).toBe(200);
    h.clock.advance(DAY);
    await setUsage(me, 100);
    await sweep();
    await setUsage(me, 4000);
    await sweep();
    expect((await ledger(me)).orders.filter((o) => o.status !== 'cancelled')).toHaveLength(0);
  });

  it('is offered only where data is bought here, with a data plan of the SIM, the terms agreed, and only for the owner', async () => {
    const esim = await activeCustomer(h, 'astro_esim');
    expect(await state(esim)).toMatchObject({ available: false, unavailable: 'sim_type', plans: [] });
    expect((await turnOn(esim)).body.code).toBe('E0095');

    const me = await activeCustomer(h);
    await saveCard(me, VISA_OK);
    expect((await turnOn(me, { plan_id: PLAN.ext30 })).body.code).toBe('E0097');
    expect((await turnOn(me, { plan_id: PLAN.esimData1 })).body.code).toBe('E0097');
    expect((await turnOn(me, { agree: false })).status).toBe(400);
    expect((await turnOn(me, { threshold_pct: 50 })).status).toBe(400);
    expect((await turnOn(me, { monthly_cap: 9 })).status).toBe(400);
    // Another customer's SIM is not found, and nothing changes.
    expect(
      (await h.post('auto_topup', { id: me.id, threshold_pct: 20, plan_id: PLAN.data1, monthly_cap: 2, agree: true }, esim.auth)).status,
    ).toBe(404);
    expect((await h.post('auto_topup/off', { id: me.id }, esim.auth)).status).toBe(404);
    expect((await state(me)).enabled).toBe(false);

    // Prices as the plan list has them, in the language asked for.
    const ja = await h.get<AutoTopUpState>(`ja/auto_topup?id=${me.id}`, me.auth);
    expect(ja.body.plans.map((p) => [p.id, p.size, p.price])).toEqual([
      [101, 1, 550],
      [103, 3, 1480],
      [105, 5, 2200],
      [110, 10, 3980],
    ]);

    h.clock.advance(40 * DAY);
    expect(await state(me)).toMatchObject({ available: false, unavailable: 'expired', enabled: false });
    expect((await turnOn(me)).body.code).toBe('E0019');
  });
});
