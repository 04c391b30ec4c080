import { describe, expect, it } from 'vitest';
import { endingSoonWithin, planGb, remainingShare, rolloverApplies, usageWarnings } from '@/features/account/model';

describe('top page rules', () => {
  it.each([
    ['3GB / 30 days', 3, true],
    ['10GB / 30 days', 10, true],
    ['20GB / 60 days', 20, true],
    ['1GB (online only)', 1, false],
    ['2.5 GB plan', 2.5, false],
    ['Unlimited', null, false],
    // No next month on a 7- or 15-day plan, so nothing rolls over.
    ['5GB / 15 days', 5, false],
    ['3GB / 7 days', 3, false],
  ])('plan %s: %s GB, rollover %s', (plan, gb, rollover) => {
    expect(planGb(plan)).toBe(gb);
    expect(rolloverApplies({ plan })).toBe(rollover);
  });

  it('reads the API’s plan fields before the name', () => {
    expect(rolloverApplies({ plan: '5GB／15日間', plan_gb: 5, plan_days: 15 })).toBe(false);
    expect(rolloverApplies({ plan: 'Monatstarif', plan_gb: 3, plan_days: 30 })).toBe(true);
  });

  // Decision 0031, written as a table: a quarter of the plan, at least its last day, at most a week.
  it.each([
    [1, 1],
    [7, 1],
    [10, 2],
    [15, 3],
    [30, 7],
    [60, 7],
    [null, 7],
  ])('a %s-day plan ends "soon" in its last %s days', (planDays, within) => expect(endingSoonWithin(planDays)).toBe(within));

  const usage = (remaining: number, total: number, days: number | null, plan = '10GB / 30 days') => ({
    plan,
    data_remaining_gb: remaining,
    data_total_gb: total,
    days_remaining: days,
  });
  it.each([
    [usage(5, 10, 20), true, []],
    [usage(1, 10, 20), true, ['lowData']],
    [usage(5, 10, 7), true, ['fewDays']],
    [usage(5, 10, 8), true, []],
    [usage(0, 3, 0), true, ['lowData', 'fewDays']],
    [usage(2, 3, null), true, []],
    // A new 7-day LF plan is not "ending soon" on day one, only on its last day.
    [usage(1, 1, 7, '1GB / 7 days'), false, []],
    [usage(1, 1, 2, '1GB / 7 days'), false, []],
    [usage(1, 1, 1, '1GB / 7 days'), false, ['fewDaysNoTopUp']],
    // Where the SIM cannot top up, it is told, never asked to recharge.
    [usage(0.05, 1, 1, '1GB / 7 days'), false, ['lowDataNoTopUp', 'fewDaysNoTopUp']],
    [usage(0.5, 10, 30), false, ['lowDataNoTopUp']],
    [usage(5, 10, 3, '5GB / 15 days'), true, ['fewDays']],
    [usage(5, 10, 4, '5GB / 15 days'), true, []],
  ] as const)('%o, can top up %s → %o', (u, canTopUp, warnings) => expect(usageWarnings(u, canTopUp)).toEqual(warnings));

  it('keeps the gauge between empty and full', () => {
    expect(remainingShare(12, 10)).toBe(1);
    expect(remainingShare(-1, 10)).toBe(0);
    expect(remainingShare(1, 0)).toBe(1);
  });
});
