import { describe, expect, it } from 'vitest';
import { toSupportedLanguage } from '@/lib/language';

describe('language mapping (spec §1)', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-SG', 'zh'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant', 'tw'],
    ['zh_TW', 'tw'],
    ['tw', 'tw'],
    ['ko', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (input, expected) => expect(toSupportedLanguage(input)).toBe(expected));
});
