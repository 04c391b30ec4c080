import { randomInt } from 'node:crypto';

/** Numbers that look like the real ones, for demo and sandbox SIMs. */

function digits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(randomInt(10));
  return s;
}

/** Luhn check digit, as the last digit of an ICCID (ITU-T E.118). */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidLuhn(num: string): boolean {
  return /^\d+$/.test(num) && luhnCheckDigit(num.slice(0, -1)) === num.slice(-1);
}

/** 19 digits: 89 (telecom) 81 (Japan), 14 issuer/account digits, Luhn check digit. */
export function newIccid(): string {
  const payload = `8981${digits(14)}`;
  return payload + luhnCheckDigit(payload);
}

/** No 0/O, 1/I/L: customers type these codes from a card or a mail. */
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newActivationCode(length = 16): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return s;
}

/** A Japanese mobile number, 0X0-xxxx-xxxx. */
export function newTelNo(): string {
  const prefix = ['070', '080', '090'][randomInt(3)];
  return `${prefix}-${digits(4)}-${digits(4)}`;
}

/** 32 digits ending in two check digits that make the number ≡ 1 (mod 97), as GSMA SGP.02 EIDs do. */
export function newEid(): string {
  const body = `89049032${digits(22)}`;
  const check = 98n - ((BigInt(body) * 100n) % 97n);
  return body + String(check).padStart(2, '0');
}
