/**
 * Usage over time (decision 0095): the sandbox's simulation carries on across a top-up without a jump,
 * a test can set a line's usage (loopback only), and the usage-watch sweep records usage per Japan-time
 * day so that the days add up to the figure the customer sees, whatever the rounds and instances.
 */
import { describe, expect, it } from 'vitest';
import type { CardUsage } from '@/contract';
import { allowanceKey, remainingShare, spreadOverJapanDays, usageDays, type UsageSample } from '@/server/domain/usage-records';
import { watchUsage, type UsageHandler } from '@/server/jobs/usage-watch';
import { sandboxSeams } from '@/server/sandbox/seams';
import { DAY, type Harness } from './harness';
import { activeCustomer, cardOrder, PLAN, useShopperHarness } from './shoppers';
import type { Customer } from './customers';

let h: Harness;
useShopperHarness((created) => (h = created));

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => Date.parse(iso);

describe('spreading what grew between two looks over the days in Japan', () => {
  it.each([
    ['within one Japan day', '2026-04-01T00:00:00Z', '2026-04-01T06:00:00Z', 30, [['2026-04-01', 30]]],
    [
      'across one midnight in Japan (15:00 UTC)',
      '2026-11-26T14:00:00Z',
      '2026-11-26T16:00:00Z',
      100,
      [
        ['2026-11-26', 50],
        ['2026-11-27', 50],
      ],
    ],
    [
      'across two midnights, by the hours on each day',
      '2026-04-01T12:00:00Z',
      '2026-04-03T03:00:00Z',
      390,
      [
        ['2026-04-01', 30],
        ['2026-04-02', 240],
        ['2026-04-03', 120],
      ],
    ],
    ['UTC midnight is not a day boundary', '2026-04-01T23:00:00Z', '2026-04-02T01:00:00Z', 20, [['2026-04-02', 20]]],
    ['nothing grew', '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z', 0, []],
    ['a fall adds nothing', '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z', -50, []],
  ] as const)('%s', (_name, from, to, mb, want) => {
    const got = spreadOverJapanDays(at(from), at(to), mb).map((d) => [d.day, Math.round(d.usedMb * 1000) / 1000]);
    expect(got).toEqual(want);
  });

  it.each([
    [800, 1000, 0.2],
    [950, 1000, 0.05],
    [1200, 1000, 0],
    [0, 0, 0],
  ])('used %d of %d MB leaves a share of %d', (usedMb, totalMb, share) => {
    expect(remainingShare({ usedMb, totalMb })).toBeCloseTo(share, 10);
  });
});

const usageOf = async (c: Customer) => {
  const res = await h.get<CardUsage>(`cards/usage?id=${c.id}&type=PREPAID`, c.auth);
  expect(res.status).toBe(200);
  return res.body;
};
const setUsage = (c: Customer, used_mb: number, rate_mb_per_day?: number, ip = '127.0.0.1') =>
  h.request('POST', '/api/sandbox/usage', { iccid: c.login.iccid, used_mb, rate_mb_per_day }, { ip });

describe('the sandbox usage simulation', () => {
  it('grows with time, is set by a test from this machine only, and carries on after a top-up without a jump', async () => {
    const me = await activeCustomer(h); // 3 GB, in use for 5 days of 30
    const first = await usageOf(me);
    expect(first.data_used_gb).toBeGreaterThan(0);
    h.clock.advance(DAY);
    expect((await usageOf(me)).data_used_gb).toBeGreaterThan(first.data_used_gb);

    expect((await setUsage(me, 1024, 0, '203.0.113.9')).status).toBe(404);
    expect((await setUsage(me, 2969.6)).status).toBe(204); // 2.9 GB, held still
    h.clock.advance(DAY);
    expect((await usageOf(me)).data_used_gb).toBe(2.9);

    // 1 GB a day from 2.9 GB: the allowance is used up within hours and usage stops at 3 GB.
    expect((await setUsage(me, 2969.6, 1024)).status).toBe(204);
    h.clock.advance(DAY);
    expect(await usageOf(me)).toMatchObject({ data_used_gb: 3, data_remaining_gb: 0 });

    // A 3 GB top-up, paid by card: usage goes on from 3 GB at its pace (1 GB a day), not from a formula over 6 GB.
    const pid = await cardOrder(h, me, PLAN.data3);
    expect((await h.post('payments', { payment_id: pid }, me.auth)).status).toBe(200);
    const topped = await usageOf(me);
    expect(topped).toMatchObject({ data_total_gb: 6, data_used_gb: 3, data_remaining_gb: 3 });
    h.clock.advance(6 * HOUR);
    expect((await usageOf(me)).data_used_gb).toBe(3.25);
  });
});

describe('the usage-watch sweep', () => {
  const quiet = { warn: () => undefined, error: () => undefined };
  const usage = () => sandboxSeams(h.db, () => h.clock.now).usage;

  it('records usage per Japan day, adding up to the figure shown, across a day boundary, a top-up and two instances', async () => {
    const me = await activeCustomer(h, 'physical_sim', 0); // started now (T0 = 09:00 in Japan, 1 April)
    const seen: UsageSample[] = [];
    const record: UsageHandler = async (s) => {
      if (s.sim.id === me.id) seen.push(s);
    };
    const broken: UsageHandler = async () => {
      throw new Error('a handler that fails');
    };
    expect((await setUsage(me, 0, 240)).status).toBe(204); // 10 MB an hour
    h.clock.advance(12 * HOUR); // 21:00 in Japan
    // Two instances' rounds at the same moment, the line's first: what it used so far is added once.
    // Which of the two records it first is a race (on PostgreSQL either may win the row lock).
    const firstRound = h.clock.now;
    await Promise.all(
      [[broken, record], [record]].map((handlers) => watchUsage({ db: h.db, usage: usage(), log: quiet }, h.clock.now, handlers)),
    );
    h.clock.advance(6 * HOUR); // 03:00 on 2 April in Japan
    // Two instances' rounds at the same moment: the growth is added once.
    await Promise.all([1, 2].map(() => watchUsage({ db: h.db, usage: usage(), log: quiet }, h.clock.now, [record])));

    // A top-up of 1 GB between rounds: the next sample names another allowance.
    const pid = await cardOrder(h, me, PLAN.data1);
    expect((await h.post('payments', { payment_id: pid }, me.auth)).status).toBe(200);
    h.clock.advance(HOUR);
    await watchUsage({ db: h.db, usage: usage(), log: quiet }, h.clock.now, [record]);

    // By hand: 09:00–24:00 on 1 April is 15 h = 150 MB; 00:00–04:00 on 2 April is 4 h = 40 MB.
    const days = await usageDays(h.db, me.id, '2026-03-31', '2026-04-02');
    expect(days.map((d) => [d.day, Math.round(d.usedMb * 100) / 100])).toEqual([
      ['2026-03-31', 0],
      ['2026-04-01', 150],
      ['2026-04-02', 40],
    ]);
    const shown = await usageOf(me);
    expect(Math.round((150 + 40) / 10.24) / 100).toBe(shown.data_used_gb);

    // The first round: both instances saw 120 MB; one of them recorded the line's first sample.
    const first = seen.filter((s) => s.at === firstRound);
    expect(first.map((s) => s.usedMb)).toEqual([120, 120]);
    expect(first.filter((s) => s.previous === null)).toHaveLength(1);
    expect(seen.at(-1)).toMatchObject({ usedMb: 190, totalMb: 4096, previous: { totalMb: 3072 } });
    expect(allowanceKey(seen.at(-1)!)).not.toBe(allowanceKey(seen[0]!));
    expect(new Set(seen.slice(0, -1).map(allowanceKey)).size).toBe(1);
  });

  it('leaves out lines not in use and lines whose period has ended', async () => {
    const ended = await activeCustomer(h, 'physical_sim', 40, 30);
    const registered = await h.register();
    const watched: number[] = [];
    await watchUsage({ db: h.db, usage: usage(), log: quiet }, h.clock.now, [async (s) => void watched.push(s.sim.id)]);
    expect(watched).not.toContain(ended.id);
    expect(watched).not.toContain(registered.login.sc_id);
  });
});
