import { describe, expect, it } from 'vitest';
import { formatYen } from '@/lib/money';

describe('formatYen', () => {
  it('writes what Intl.NumberFormat writes for yen in Japanese', () => {
    const intl = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
    for (const amount of [0, 5, 99, 100, 999, 1000, 1100, 12_345, 123_456, 1_234_567, 9_876_543_210, 1099.6, 0.4, -1, -1100, -1_234_567]) {
      expect(formatYen(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});
