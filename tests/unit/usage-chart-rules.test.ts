import { describe, expect, it } from 'vitest';
import { formatData, fullDay, labelledDays, scaleTopMb, shortDay } from '@/features/account/chart';
import { isLastKnownQuery } from '@/lib/last-known';

describe('the usage chart’s rules', () => {
  it.each([
    [0, 10],
    [3, 10],
    [10, 10],
    [11, 20],
    [99, 100],
    [101, 200],
    [180, 200],
    [201, 500],
    [730, 1000],
    [1000, 1000],
    [1001, 1024],
    [1536, 2048],
    [4096, 5120],
  ])('a busiest day of %d MB is drawn on a scale up to %d MB', (max, top) => {
    expect(scaleTopMb(max)).toBe(top);
  });

  it.each([
    [0, '0 MB'],
    [0.44, '0.4 MB'],
    [9.96, '10.0 MB'],
    [12.4, '12 MB'],
    [1023.4, '1023 MB'],
    [1024, '1.00 GB'],
    [1536, '1.50 GB'],
  ])('%d MB reads as %s', (mb, text) => {
    expect(formatData(mb)).toBe(text);
  });

  it('writes the API’s Japan-time days as they are, whatever the device’s zone', () => {
    expect(fullDay('2026-04-01')).toBe('2026/04/01');
    expect(shortDay('2026-12-31')).toBe('12/31');
  });

  it.each([
    [0, []],
    [1, [0]],
    [5, [0, 1, 2, 3, 4]],
    [7, [0, 2, 4, 6]],
    [15, [0, 4, 8, 14]],
    [30, [0, 8, 16, 24, 29]],
    [31, [0, 8, 16, 24, 30]],
  ])('of %d bars, these get a day label: %j', (count, labels) => {
    expect(labelledDays(count)).toEqual(labels);
  });

  it('keeps the chart with the usage and info for offline, nothing else of the SIM', () => {
    expect(isLastKnownQuery(['cards', 7, 'usage-days'])).toBe(true);
    expect(isLastKnownQuery(['cards', 7, 'usage'])).toBe(true);
    expect(isLastKnownQuery(['cards', 7, 'five-g'])).toBe(false);
  });
});
