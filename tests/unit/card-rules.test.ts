import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  detectBrand,
  expiryParts,
  normalizeInput,
  passesLuhn,
  splitHolderName,
  validateCard,
  validateCardNumber,
  validateExpiry,
  validateHolderName,
  validateSecurityCode,
} from '@/features/purchase/card-rules';

const NOW = new Date('2026-11-21T00:00:00Z');
const LANGS = ['ja', 'en', 'zh', 'tw', 'vi'] as const;
const messages = Object.fromEntries(
  LANGS.map((lng) => [
    lng,
    JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/common.json`, import.meta.url), 'utf8')).validation as Record<
      string,
      string
    >,
  ]),
);

describe('brand detection (spec §5)', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['340000000000009', 'amex'],
    ['370000000000002', 'amex'],
    ['5100000000000008', 'mastercard'],
    ['5500000000000004', 'mastercard'],
    ['3530111333300000', 'jcb'],
    ['213100000000000', 'jcb'],
    ['180000000000000', 'jcb'],
    ['36000000000008', 'diners'],
    ['38000000000006', 'diners'],
    ['30000000000004', 'diners'],
    ['3900000000000000', 'diners'],
    ['3950000000000000', 'diners'],
    ['6011000000000004', undefined],
    ['5600000000000000', undefined],
    ['3960000000000000', undefined],
  ])('%s → %s', (number, brand) => expect(detectBrand(number)).toBe(brand));
});

// Each rule of spec §5 with the message key it shows; the same table is checked in every language.
const RULES: [string, () => string | undefined, string | undefined][] = [
  ['card number required', () => validateCardNumber(''), 'Cardnumberrequired'],
  ['unknown brand', () => validateCardNumber('6011000000000004'), 'InvalidCardtype'],
  ['Amex with 14 digits', () => validateCardNumber('34000000000000'), 'Cardnumber15digits'],
  ['Amex with 15 digits', () => validateCardNumber('340000000000009'), undefined],
  ['Diners with 14 digits', () => validateCardNumber('36000000000008'), 'Cardnumber15digits'],
  ['JCB with 13 digits', () => validateCardNumber('3530111333300'), 'Cardnumber14digits'],
  ['JCB with 15 digits', () => validateCardNumber('353011133330000'), 'Cardnumber14digits'],
  ['JCB with 16 digits', () => validateCardNumber('3530111333300000'), undefined],
  ['Visa with 12 digits', () => validateCardNumber('411111111111'), 'Cardnumber13digits'],
  ['Visa with 14 digits', () => validateCardNumber('41111111111111'), 'Cardnumber13digits'],
  ['Visa with 15 digits', () => validateCardNumber('411111111111111'), 'Cardnumber13digits'],
  ['Visa with 16 digits', () => validateCardNumber('4111111111111111'), undefined],
  ['Mastercard with 15 digits', () => validateCardNumber('510000000000000'), 'Cardnumber16digits'],
  ['a mistyped digit (Luhn)', () => validateCardNumber('4111111111111112'), 'Cardnumberinvalid'],
  ['expiry required', () => validateExpiry('', NOW), 'Expirydaterequired'],
  ['expiry month 13', () => validateExpiry('13/28', NOW), 'Expirydateformat'],
  ['expiry month 00', () => validateExpiry('00/28', NOW), 'Expirydateformat'],
  ['expiry without slash', () => validateExpiry('1228', NOW), 'Expirydateformat'],
  ['expiry last month', () => validateExpiry('10/26', NOW), 'Expirydatepast'],
  ['expiry this month', () => validateExpiry('11/26', NOW), undefined],
  ['security code required', () => validateSecurityCode(''), 'Securitycoderequired'],
  ['security code of 2 digits', () => validateSecurityCode('12'), 'Securitycodemax'],
  ['security code of 3 digits', () => validateSecurityCode('123'), undefined],
  ['security code of 4 digits', () => validateSecurityCode('1234'), undefined],
  ['holder name required', () => validateHolderName('  '), 'Cardholdernamerequired'],
  ['holder name of 1 letter', () => validateHolderName('A'), 'Cardholdernameminlength'],
  ['holder name with digits', () => validateHolderName('TARO 2'), 'Cardholdernamecapital'],
  ['holder name in lower case', () => validateHolderName('Taro Yamada'), 'Cardholdernamecapital'],
  ['holder name in capitals', () => validateHolderName('TARO YAMADA'), undefined],
];

describe.each(LANGS)('card rules and their messages in %s', (lng) => {
  it.each(RULES)('%s', (_name, rule, key) => {
    const result = rule();
    expect(result).toBe(key);
    if (key) {
      const text = messages[lng]![key];
      expect(text, `${lng} has a message for ${key}`).toBeTruthy();
      if (lng !== 'en') expect(text).not.toBe(messages.en![key]);
    }
  });
});

describe('card form helpers', () => {
  it('validates all fields at once', () => {
    expect(
      validateCard({ cardNumber: '4111111111111111', expiryDate: '12/30', securityCode: '123', cardHolderName: 'TARO YAMADA' }, NOW),
    ).toEqual({});
    expect(Object.keys(validateCard({ cardNumber: '', expiryDate: '', securityCode: '', cardHolderName: '' }, NOW))).toEqual([
      'cardNumber',
      'expiryDate',
      'securityCode',
      'cardHolderName',
    ]);
  });
  it.each([
    ['cardNumber', '4111 1111-1111 1111 99', '4111111111111111'],
    ['securityCode', '12a345', '1234'],
    ['expiryDate', '1228', '12/28'],
    ['expiryDate', '1', '1'],
    ['cardHolderName', 'taro yamada', 'TARO YAMADA'],
    ['cardHolderName', 'A'.repeat(60), 'A'.repeat(50)],
  ] as const)('typing into %s: %s → %s', (field, raw, value) => expect(normalizeInput(field, raw)).toBe(value));
  it('splits the holder name and the expiry for the provider', () => {
    expect(splitHolderName(' TARO  YAMADA ')).toEqual({ first: 'TARO', last: 'YAMADA' });
    expect(expiryParts('07/29')).toEqual({ yymm: '2907', month: '07', year: '2029' });
    expect(passesLuhn('4000000000000002')).toBe(true);
  });
});

import { finalPurchaseErrorKey } from '@/features/purchase/final-purchase-errors';
describe('final purchase errors (spec §8)', () => {
  it.each([
    [400, 'ValidationError'],
    [401, 'Unauthorized'],
    [404, 'NotFound'],
    [500, 'ServerError'],
    [409, 'UnknownError'],
    [undefined, 'NetworkError'],
  ] as const)('%s → %s', (status, key) => expect(finalPurchaseErrorKey(status)).toBe(key));
});
