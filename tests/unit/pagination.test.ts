import { describe, expect, it } from 'vitest';
import { pageAfterCancel, pageBlock } from '@/lib/pagination';

describe('history pagination (spec §2, §9)', () => {
  it.each([
    [1, 3, { pages: [1, 2, 3], previous: null, next: null }],
    [1, 12, { pages: [1, 2, 3, 4, 5], previous: null, next: 6 }],
    [5, 12, { pages: [1, 2, 3, 4, 5], previous: null, next: 6 }],
    [6, 12, { pages: [6, 7, 8, 9, 10], previous: 5, next: 11 }],
    [12, 12, { pages: [11, 12], previous: 10, next: null }],
    [1, 1, { pages: [1], previous: null, next: null }],
  ])('page %i of %i', (page, total, block) => expect(pageBlock(page, total)).toEqual(block));

  it.each([
    [3, 1, 2],
    [3, 2, 3],
    [1, 1, 1],
  ])('cancelling on page %i with %i item(s) → page %i', (page, items, next) => expect(pageAfterCancel(page, items)).toBe(next));
});
