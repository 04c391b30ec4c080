import { describe, expect, it } from 'vitest';
import { activationIcs } from '@/features/onboarding/calendar';
import { activationDateRange } from '@/features/onboarding/model';

describe('activation date calendar file', () => {
  const ics = activationIcs(
    '2026-12-31',
    {
      summary: 'SIM activation; day 1',
      description: 'Insert the SIM, then open the portal.\nThanks',
      reminder: 'Tomorrow: SIM activation',
    },
    new Date('2026-11-21T08:00:00Z'),
  );
  const lines = ics.split('\r\n');
  it('is a one-day event on the reserved date with a reminder the day before', () => {
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('TRIGGER:-PT15H');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
  it('escapes text as RFC 5545 asks', () => {
    expect(lines).toContain('SUMMARY:SIM activation\\; day 1');
    expect(lines).toContain('DESCRIPTION:Insert the SIM\\, then open the portal.\\nThanks');
  });
});

describe('activation date range (Japan time)', () => {
  it.each([
    // 2026-11-21 14:59 UTC is 23:59 in Japan; 15:00 UTC is already the 22nd.
    [Date.UTC(2026, 10, 21, 14, 59), { min: '2026-11-21', max: '2026-12-21' }],
    [Date.UTC(2026, 10, 21, 15, 0), { min: '2026-11-22', max: '2026-12-22' }],
  ])('%d', (now, range) => expect(activationDateRange(now, 30)).toEqual(range));
});
