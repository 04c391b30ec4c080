import { describe, expect, it } from 'vitest';
import { fiveGState } from '@/features/five-g/model';

describe('5G option state (spec §4)', () => {
  it.each([
    [{ is_enabled: false, is_pending: false }, 'not-added'],
    [{ is_enabled: false, is_pending: true }, 'pending'],
    [{ is_enabled: true, is_pending: false }, 'added'],
    [{ is_enabled: true, is_pending: true }, 'added'],
  ])('%o → %s', (status, state) => expect(fiveGState(status)).toBe(state));
});
