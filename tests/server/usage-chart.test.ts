/**
 * The top page's "usage over time" (decision 0115): data used per Japan-time day of the current
 * usage period, read through the API as the portal reads it, with the clock moved across a midnight
 * in Japan and a top-up. Expected figures are worked out by hand from the sandbox's set pace.
 */
import { describe, expect, it } from 'vitest';
import type { CardUsageDays } from '@/contract';
import { chartSpan } from '@/server/domain/usage-chart';
import { DAY, T0, type Harness } from './harness';
import { activeCustomer, cardOrder, PLAN, useShopperHarness } from './shoppers';
import type { Customer } from './customers';

let h: Harness;
useShopperHarness((created) => (h = created));

const HOUR = 60 * 60 * 1000;

const chartOf = (c: Customer, type: string = c.usertype, auth = c.auth) =>
  h.get<CardUsageDays>(`cards/usage_days?id=${c.id}&type=${type}`, auth);
const setUsage = (c: Customer, used_mb: number, rate_mb_per_day?: number) =>
  h.request('POST', '/api/sandbox/usage', { iccid: c.login.iccid, used_mb, rate_mb_per_day }, { ip: '127.0.0.1' });
const sumMb = (body: CardUsageDays) => body.days.reduce((sum, d) => sum + d.used_mb, 0);

describe('cards/usage_days', () => {
  it('gives the MB of each Japan-time day, adding up to the usage shown, across a midnight in Japan and a top-up', async () => {
    const me = await activeCustomer(h, 'physical_sim', 0); // started at T0: 1 April, 09:00 in Japan; 3 GB
    expect((await setUsage(me, 0, 240)).status).toBe(204); // 10 MB an hour from now

    const first = await chartOf(me);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      days: [{ day: '2026-04-01', used_mb: 0 }],
      data_total_gb: 3,
      data_used_gb: 0,
      data_remaining_gb: 3,
    });

    h.clock.advance(12 * HOUR); // 21:00 in Japan, still 1 April
    expect((await chartOf(me)).body.days).toEqual([{ day: '2026-04-01', used_mb: 120 }]);

    h.clock.advance(6 * HOUR); // 03:00 on 2 April in Japan (18:00 UTC on 1 April)
    const night = await chartOf(me);
    // 21:00–24:00 is 30 MB more on 1 April; 00:00–03:00 is 30 MB on 2 April.
    expect(night.body.days).toEqual([
      { day: '2026-04-01', used_mb: 150 },
      { day: '2026-04-02', used_mb: 30 },
    ]);
    expect(night.body).toMatchObject({ data_used_gb: 0.18, data_remaining_gb: 2.82 }); // 180 MB of 3072
    expect(night.body.updated_at).toBe((T0 + 18 * HOUR) / 1000);

    // A 1 GB top-up: the allowance grows, usage carries on at its pace from where it stood, no jump.
    const pid = await cardOrder(h, me, PLAN.data1);
    expect((await h.post('payments', { payment_id: pid }, me.auth)).status).toBe(200);
    h.clock.advance(HOUR);
    const topped = await chartOf(me);
    expect(topped.body.days).toEqual([
      { day: '2026-04-01', used_mb: 150 },
      { day: '2026-04-02', used_mb: 40 },
    ]);
    expect(topped.body).toMatchObject({ data_total_gb: 4, data_used_gb: 0.19, data_remaining_gb: 3.81 }); // 190 MB of 4096
    // The bars add up to what the gauge shows, and the gauge says the same.
    const gauge = await h.get(`cards/usage?id=${me.id}&type=PREPAID`, me.auth);
    expect(gauge.body).toMatchObject({ data_used_gb: Math.round(sumMb(topped.body) / 10.24) / 100, data_total_gb: 4 });

    // A day with nothing used is a day of 0, not a gap.
    expect((await setUsage(me, 190)).status).toBe(204);
    h.clock.advance(DAY);
    expect((await chartOf(me)).body.days).toEqual([
      { day: '2026-04-01', used_mb: 150 },
      { day: '2026-04-02', used_mb: 40 },
      { day: '2026-04-03', used_mb: 0 },
    ]);
  });

  it('is the owner’s alone and follows cards/usage’s refusals', async () => {
    const me = await activeCustomer(h);
    const stranger = await activeCustomer(h);
    expect((await chartOf(me, 'PREPAID', stranger.auth)).status).toBe(404);
    expect((await chartOf(me, 'LF')).body).toMatchObject({ code: 'E0002' });
    expect((await chartOf(me, 'PREPAID', { token: 'not-a-token' })).status).toBe(401);
    expect((await h.get(`cards/usage_days?id=${me.id}`, me.auth)).status).toBe(400);
  });

  it('shows a month of days: a longer period its last 31, an ended one up to its last day', async () => {
    const long = await activeCustomer(h, 'physical_sim', 40, 90);
    const longDays = (await chartOf(long)).body.days;
    expect([longDays.length, longDays[0]?.day, longDays.at(-1)?.day]).toEqual([31, '2026-03-02', '2026-04-01']);
    // The first look at a line spreads what it used so far over the days since its period began.
    expect(longDays.every((d) => d.used_mb > 0)).toBe(true);

    const ended = await activeCustomer(h, 'physical_sim', 40, 30); // 20 Feb 09:00 → 22 Mar 09:00 in Japan
    const endedDays = (await chartOf(ended)).body.days;
    expect([endedDays.length, endedDays[0]?.day, endedDays.at(-1)?.day]).toEqual([31, '2026-02-20', '2026-03-22']);
  });
});

describe('the chart’s span (Japan-time days)', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['not started', null, null, '2026-04-01T00:00:00Z', null],
    ['starting later today', '2026-04-01T05:00:00Z', '2026-05-01T05:00:00Z', '2026-04-01T00:00:00Z', null],
    ['its first day', '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z', '2026-04-01T00:00:00Z', ['2026-04-01', '2026-04-01']],
    // 23:30 UTC is already the next day in Japan.
    [
      'started late in the UTC evening',
      '2026-03-31T23:30:00Z',
      '2026-04-30T23:30:00Z',
      '2026-04-02T14:59:00Z',
      ['2026-04-01', '2026-04-02'],
    ],
    ['today after a Japan midnight', '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z', '2026-04-02T15:00:00Z', ['2026-04-01', '2026-04-03']],
    ['31 days of a 90-day period', '2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z', '2026-03-15T03:00:00Z', ['2026-02-13', '2026-03-15']],
    // Expiry at 00:00 in Japan: the day before is the period's last.
    ['ended at a Japan midnight', '2026-03-01T15:00:00Z', '2026-03-31T15:00:00Z', '2026-04-10T00:00:00Z', ['2026-03-02', '2026-03-31']],
  ] as const)('%s', (_name, start, expiry, now, want) => {
    const span = chartSpan({ start_date: start ? at(start) : null, expiry_date: expiry ? at(expiry) : null }, Date.parse(now));
    expect(span && [span.from, span.to]).toEqual(want);
  });
});
