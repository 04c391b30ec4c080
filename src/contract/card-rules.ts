/**
 * Card-number rules of spec §5, once for both sides: the portal's form validates with them and the
 * sandbox card provider refuses with them, so a number one side accepts the other never refuses
 * (JCB 2131/1800 passed the portal and were refused by the provider; 396x the other way).
 * Pure functions, no imports: the contract may import only valibot, and these need nothing.
 * See docs/decisions/0021.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners' | 'jcb';

/** How the provider names a brand in its records and receipts. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
};

/**
 * Brand by prefix (spec §5). The spec's "Jcb contains 2131, 1800 or 35" is read as a prefix, as
 * JCB's number ranges are. Amex 34/37 is tested before JCB's 35, Diners' 390–395 excludes 396–399.
 */
export function detectBrand(digits: string): CardBrand | undefined {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^(36|38|30|39[0-5])/.test(digits)) return 'diners';
  if (/^(2131|1800|35)/.test(digits)) return 'jcb';
  return undefined;
}

/** The spec's length rule per brand: the message key when the length is wrong, else undefined. */
export function cardLengthError(brand: CardBrand, length: number): string | undefined {
  switch (brand) {
    case 'amex':
    case 'diners':
      return length === 15 || length === 16 ? undefined : 'Cardnumber15digits';
    case 'jcb':
      return length < 14 || length === 15 ? 'Cardnumber14digits' : undefined;
    case 'visa':
      return length < 13 || length === 14 || length === 15 ? 'Cardnumber13digits' : undefined;
    case 'mastercard':
      return length === 16 ? undefined : 'Cardnumber16digits';
  }
}

/** The Luhn checksum every real card number satisfies: catches a mistyped digit before the provider. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_NUMBER_MAX = 16;

/**
 * The whole card-number rule: the spec's message key for what is wrong, or undefined when the
 * number may go to the provider. Order as a customer meets it: empty, not digits, brand, length, Luhn.
 */
export function cardNumberError(value: string): string | undefined {
  if (!value) return 'Cardnumberrequired';
  if (!/^\d+$/.test(value) || value.length > CARD_NUMBER_MAX) return 'Cardnumberinvalid';
  const brand = detectBrand(value);
  if (!brand) return 'InvalidCardtype';
  return cardLengthError(brand, value.length) ?? (passesLuhn(value) ? undefined : 'Cardnumberinvalid');
}
