/**
 * Card form rules of spec §5 as data and small functions. Messages are the spec's keys
 * (common:validation.<key>), so one table serves every language.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners' | 'jcb';
export type CardForm = { cardNumber: string; expiryDate: string; securityCode: string; cardHolderName: string };
export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_NUMBER_MAX = 16;
export const EXPIRY_MAX = 5;
export const SECURITY_CODE_MAX = 4;
export const HOLDER_MAX = 50;
export const HOLDER_MIN = 2;

/** Brand by prefix (spec §5); order matters where prefixes overlap (Amex 34/37 before JCB's 35). */
export function detectBrand(digits: string): CardBrand | undefined {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (/^(36|38|30|39[0-5])/.test(digits)) return 'diners';
  if (/^(2131|1800|35)/.test(digits)) return 'jcb';
  return undefined;
}

/** The spec's length rule per brand: the key of the message when the length is wrong. */
function lengthError(brand: CardBrand, length: number): string | undefined {
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
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function validateCardNumber(value: string): string | undefined {
  if (!value) return 'Cardnumberrequired';
  const brand = detectBrand(value);
  if (!brand) return 'InvalidCardtype';
  return lengthError(brand, value.length) ?? (passesLuhn(value) ? undefined : 'Cardnumberinvalid');
}

export function validateExpiry(value: string, now = new Date()): string | undefined {
  if (!value) return 'Expirydaterequired';
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return 'Expirydateformat';
  // A card is valid until the end of its expiry month (Japan time is close enough at month scale).
  const [month, year] = [Number(match[1]), 2000 + Number(match[2])];
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? 'Expirydatepast' : undefined;
}

export function validateSecurityCode(value: string): string | undefined {
  if (!value) return 'Securitycoderequired';
  return /^\d{3,4}$/.test(value) ? undefined : 'Securitycodemax';
}

export function validateHolderName(value: string): string | undefined {
  if (!value.trim()) return 'Cardholdernamerequired';
  if (value.trim().length < HOLDER_MIN) return 'Cardholdernameminlength';
  return /^[A-Z ]+$/.test(value) ? undefined : 'Cardholdernamecapital';
}

export function validateCard(form: CardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {
    cardNumber: validateCardNumber(form.cardNumber),
    expiryDate: validateExpiry(form.expiryDate, now),
    securityCode: validateSecurityCode(form.securityCode),
    cardHolderName: validateHolderName(form.cardHolderName),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as CardErrors;
}

/** What typing may put in each field (spec §5): digits only, lengths capped, the name upper-cased. */
export function normalizeInput(field: CardField, raw: string): string {
  switch (field) {
    case 'cardNumber':
      return raw.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX);
    case 'securityCode':
      return raw.replace(/\D/g, '').slice(0, SECURITY_CODE_MAX);
    case 'expiryDate': {
      const digits = raw.replace(/\D/g, '').slice(0, 4);
      return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
    }
    case 'cardHolderName':
      return raw.toUpperCase().slice(0, HOLDER_MAX);
  }
}

/** Token creation takes the first and second word as first and last name (spec §5). */
export function splitHolderName(name: string): { first: string; last: string } {
  const [first = '', last = ''] = name.trim().split(/\s+/);
  return { first, last };
}

/** MM/YY → the provider's YYMM, and the registration payload's month and four-digit year. */
export function expiryParts(value: string): { yymm: string; month: string; year: string } {
  const [mm = '', yy = ''] = value.split('/');
  return { yymm: `${yy}${mm}`, month: mm, year: `20${yy}` };
}
