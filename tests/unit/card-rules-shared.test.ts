import { describe, expect, it } from 'vitest';
import { validateCardNumber } from '@/features/purchase/card-rules';
import { brandOf } from '@/server/sandbox/card-provider';

/**
 * Spec §5 card-number rules as a hand-written table, checked against BOTH the portal's form and the
 * sandbox card provider: a number one accepts the other must accept too (decision 0021).
 * Columns: number, the portal's message key (undefined = accepted), the brand the provider records.
 */
const TABLE: [string, string, string | undefined, string | undefined][] = [
  ['empty', '', 'Cardnumberrequired', undefined],
  // Visa starts with 4: 13 or 16 digits, not fewer than 13, not 14 or 15.
  ['Visa 16', '4111111111111111', undefined, 'Visa'],
  ['Visa 13', '4111111111119', undefined, 'Visa'],
  ['Visa 12', '411111111116', 'Cardnumber13digits', undefined],
  ['Visa 14', '41111111111114', 'Cardnumber13digits', undefined],
  ['Visa 15', '411111111111116', 'Cardnumber13digits', undefined],
  // Amex starts with 34 or 37: 15 or 16 digits.
  ['Amex 34, 15', '340000000000009', undefined, 'American Express'],
  ['Amex 37, 14', '37000000000007', 'Cardnumber15digits', undefined],
  // Mastercard starts with 51 to 55: exactly 16.
  ['Mastercard 51', '5100000000000008', undefined, 'Mastercard'],
  ['Mastercard 55', '5500000000000004', undefined, 'Mastercard'],
  ['Mastercard 15', '510000000000000', 'Cardnumber16digits', undefined],
  ['56 is no brand', '5600000000000003', 'InvalidCardtype', undefined],
  ['2221 (not in the spec) is no brand', '2221000000000009', 'InvalidCardtype', undefined],
  // JCB: 2131, 1800 or 35; fewer than 14 or exactly 15 is invalid.
  ['JCB 35, 16', '3530111333300000', undefined, 'JCB'],
  ['JCB 2131, 16', '2131000000000008', undefined, 'JCB'],
  ['JCB 1800, 16', '1800000000000000', undefined, 'JCB'],
  ['JCB 2131, 14', '21310000000008', undefined, 'JCB'],
  ['JCB 1800, 14', '18000000000000', undefined, 'JCB'],
  ['JCB 2131, 15', '213100000000001', 'Cardnumber14digits', undefined],
  ['JCB 1800, 15', '180000000000002', 'Cardnumber14digits', undefined],
  ['JCB 2131, 12', '213100000008', 'Cardnumber14digits', undefined],
  // Diners: 36, 38, 30 or 390 to 395; 15 or 16 digits.
  ['Diners 36, 15', '360000000000004', undefined, 'Diners Club'],
  ['Diners 30, 16', '3000000000000004', undefined, 'Diners Club'],
  ['Diners 305, 16', '3050000000000003', undefined, 'Diners Club'],
  ['Diners 309, 16', '3090000000000005', undefined, 'Diners Club'],
  ['Diners 390, 16', '3900000000000005', undefined, 'Diners Club'],
  ['Diners 395, 16', '3950000000000004', undefined, 'Diners Club'],
  ['Diners 38, 14', '38000000000006', 'Cardnumber15digits', undefined],
  ['396x is no brand', '3960000000000002', 'InvalidCardtype', undefined],
  ['396x with 15 digits is no brand', '396000000000002', 'InvalidCardtype', undefined],
  // Others.
  ['Discover 6011', '6011000000000004', 'InvalidCardtype', undefined],
  ['a mistyped digit (Luhn)', '4111111111111112', 'Cardnumberinvalid', undefined],
  ['JCB 2131 with a mistyped digit', '2131000000000009', 'Cardnumberinvalid', undefined],
];

describe('one card-number rule for portal and sandbox provider (spec §5)', () => {
  it.each(TABLE)('%s: %s', (_name, number, portalKey, providerBrand) => {
    expect(validateCardNumber(number)).toBe(portalKey);
    expect(brandOf(number)).toBe(providerBrand);
  });
});
