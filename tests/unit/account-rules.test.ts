import { describe, expect, it } from 'vitest';
import { planGb, remainingShare, rolloverApplies, usageWarnings } from '../../src/features/account/model';

describe('top page rules', () => {
  it.each([
    ['3GB / 30 days', 3, true],
    ['10GB / 30 days', 10, true],
    ['1GB (online only)', 1, false],
    ['2.5 GB plan', 2.5, false],
    ['Unlimited', null, false],
  ])('plan %s: %s GB, rollover %s', (plan, gb, rollover) => {
    expect(planGb(plan)).toBe(gb);
    expect(rolloverApplies(plan)).toBe(rollover);
  });

  it.each([
    [{ data_remaining_gb: 5, data_total_gb: 10, days_remaining: 20 }, []],
    [{ data_remaining_gb: 1, data_total_gb: 10, days_remaining: 20 }, ['lowData']],
    [{ data_remaining_gb: 5, data_total_gb: 10, days_remaining: 7 }, ['fewDays']],
    [{ data_remaining_gb: 0, data_total_gb: 3, days_remaining: 0 }, ['lowData', 'fewDays']],
    [{ data_remaining_gb: 2, data_total_gb: 3, days_remaining: null }, []],
  ])('%o → %o', (usage, warnings) => expect(usageWarnings(usage)).toEqual(warnings));

  it('keeps the gauge between empty and full', () => {
    expect(remainingShare(12, 10)).toBe(1);
    expect(remainingShare(-1, 10)).toBe(0);
    expect(remainingShare(1, 0)).toBe(1);
  });
});
