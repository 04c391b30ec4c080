import { describe, expect, it } from 'vitest';
import { formatYen } from '../../src/lib/money';

describe('formatYen', () => {
  it('writes yen as read in Japan, whatever was formatted before with another locale', () => {
    expect(formatYen(1100)).toBe('￥1,100');
    expect(formatYen(1100, 'en-US')).toBe('¥1,100');
    expect(formatYen(0)).toBe('￥0');
    expect(formatYen(123456)).toBe('￥123,456');
  });
});
