import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { optionalTexts, SearchParamError } from '@/lib/search-params';

const code = optionalTexts({ code: 8 });
// The schema these checks replaced: they must accept and refuse exactly what it did.
const schema = v.object({ code: v.optional(v.pipe(v.string(), v.maxLength(8))) });

const cases: { name: string; search: Record<string, unknown>; expected: { code?: string } | 'refused' }[] = [
  { name: 'absent', search: {}, expected: {} },
  { name: 'a code', search: { code: 'ABC123' }, expected: { code: 'ABC123' } },
  { name: 'empty text', search: { code: '' }, expected: { code: '' } },
  { name: 'at the limit', search: { code: '12345678' }, expected: { code: '12345678' } },
  { name: 'over the limit', search: { code: '123456789' }, expected: 'refused' },
  { name: 'a number (the router parses ?code=123 as JSON)', search: { code: 123 }, expected: 'refused' },
  { name: 'an object', search: { code: { a: 1 } }, expected: 'refused' },
  { name: 'null', search: { code: null }, expected: 'refused' },
  { name: 'other parameters are dropped', search: { code: 'X', lng: 'vi' }, expected: { code: 'X' } },
];

describe('optionalTexts', () => {
  it.each(cases)('$name', ({ search, expected }) => {
    if (expected === 'refused') {
      expect(() => code(search)).toThrow(SearchParamError);
      expect(v.safeParse(schema, search).success).toBe(false);
    } else {
      expect(code(search)).toEqual(expected);
      expect(v.parse(schema, search)).toEqual(expected);
    }
  });

  it('checks each parameter against its own limit', () => {
    const two = optionalTexts({ a: 2, b: 4 });
    expect(two({ a: 'ab', b: 'abcd' })).toEqual({ a: 'ab', b: 'abcd' });
    expect(() => two({ a: 'ab', b: 'abcde' })).toThrow(/b/);
  });
});
