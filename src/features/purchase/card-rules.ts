/**
 * Card form rules of spec §5 as data and small functions. Messages are the spec's keys
 * (common:validation.<key>), so one table serves every language.
 */
import { CARD_NUMBER_MAX, cardNumberError } from '@/contract/card-rules';

// Brand, length and Luhn rules are shared with the sandbox provider (docs/decisions/0021).
export { CARD_NUMBER_MAX, detectBrand, passesLuhn, type CardBrand } from '@/contract/card-rules';
export type CardForm = { cardNumber: string; expiryDate: string; securityCode: string; cardHolderName: string };
export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export const EXPIRY_MAX = 5;
export const SECURITY_CODE_MAX = 4;
export const HOLDER_MAX = 50;
export const HOLDER_MIN = 2;

export function validateCardNumber(value: string): string | undefined {
  return cardNumberError(value);
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
