import { describe, expect, it } from 'vitest';
import { isSupportOpen } from '@/features/support/model';

// Japan is UTC+9: 10:00 JST is 01:00 UTC, 18:00 JST is 09:00 UTC.
describe('support hours in Japan time (spec §1)', () => {
  it.each([
    [Date.UTC(2026, 10, 21, 0, 59), false],
    [Date.UTC(2026, 10, 21, 1, 0), true],
    [Date.UTC(2026, 10, 21, 8, 59), true],
    [Date.UTC(2026, 10, 21, 9, 0), false],
    [Date.UTC(2026, 10, 21, 15, 0), false],
  ])('%d → open %s', (now, open) => expect(isSupportOpen(now)).toBe(open));
});
