import { describe, expect, it } from 'vitest';
import { formatJstDate, jstClock } from '@/lib/dates';

describe('dates in Japan time (spec §9)', () => {
  it.each([
    [0, '1970/01/01'],
    // 2026-03-31 15:00 UTC is already 1 April in Japan.
    [Date.UTC(2026, 2, 31, 15, 0) / 1000, '2026/04/01'],
    [Date.UTC(2026, 2, 31, 14, 59) / 1000, '2026/03/31'],
    [Date.UTC(2026, 11, 31, 20, 0) / 1000, '2027/01/01'],
  ])('%d → %s', (epoch, text) => expect(formatJstDate(epoch)).toBe(text));
  it('shows nothing for a missing date', () => {
    expect(formatJstDate(null)).toBe('');
    expect(formatJstDate(undefined)).toBe('');
  });
  it('tells the hour in Japan', () => expect(jstClock(Date.UTC(2026, 0, 1, 1, 30))).toEqual({ hour: 10, minute: 30 }));
});
