import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/contract/errors';

/**
 * Every code the API may send reaches a customer through ApiErrorAlert, the fetch-error screen, the
 * purchase alert or the final-purchase alert (src/lib/api-error-text.ts): each must read in the
 * customer's language, never as the server's English.
 */
const LANGS = ['ja', 'en', 'zh', 'tw', 'vi'] as const;
const apiErrors = Object.fromEntries(
  LANGS.map((lng) => [
    lng,
    JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/common.json`, import.meta.url), 'utf8')).apiErrors as Record<
      string,
      string
    >,
  ]),
);
const codes = Object.keys(ERROR_CODES);

describe('the error catalogue in five languages', () => {
  it('lists the codes of the contract and the money codes', () => {
    expect(codes).toEqual(expect.arrayContaining(['E0003', 'E0010', 'E0023', 'E0025', 'E0027', 'E0029', 'E0030', 'E0031', 'E0500']));
  });

  describe.each(LANGS)('%s', (lng) => {
    it.each(codes)('%s has a text', (code) => {
      const text = apiErrors[lng]![code];
      expect(text, `${lng} ${code}`).toBeTruthy();
      expect(text!.trim().length).toBeGreaterThan(3);
      if (lng !== 'en') expect(text, `${lng} ${code} is the English text`).not.toBe(apiErrors.en![code]);
    });
  });

  // Scripts a native reader expects: kana or kanji in Japanese, Han in Chinese, Vietnamese letters.
  it.each([
    ['ja', /[\u3040-\u30ff\u4e00-\u9fff]/],
    ['zh', /[\u4e00-\u9fff]/],
    ['tw', /[\u4e00-\u9fff]/],
    ['vi', /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i],
  ] as const)('every %s text is written in its script', (lng, script) => {
    for (const code of codes) expect(apiErrors[lng]![code], `${lng} ${code}`).toMatch(script);
  });
});
