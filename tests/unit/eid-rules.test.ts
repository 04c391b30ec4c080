import { describe, expect, it } from 'vitest';
import { eidChecksOut } from '@/contract/eid-rules';

/**
 * EIDs written by hand. GSMA SGP.29: the last two digits are ISO/IEC 7064 MOD 97-10 check digits,
 * chosen so that the 32-digit number mod 97 is 1. For 30 digits B the check digits are
 * 98 − (B × 100 mod 97), two digits. Worked out for each body below (B × 100 mod 97 = r → 98 − r):
 */
const VALID: [string, string][] = [
  // SGP.29's own example EID (89 049 032 … 35).
  ['the GSMA example', '89049032123451234512345678901235'], // r = 63 → 35
  ['an iPhone-like EID', '89049032007008882600076929071293'], // r = 5 → 93
  ['a body ending in 123', '89049032000000000000000000012385'], // r = 13 → 85
  ['a body ending in 1', '89049032000000000000000000000163'], // r = 35 → 63
  ['another issuer (89044)', '89044000000000000000000000000039'], // r = 59 → 39
  ['another country code (89033)', '89033023123456789012345678901212'], // r = 86 → 12
];

/** The same EIDs as customers misread them from a phone's screen. */
const INVALID: [string, string][] = [
  ['any 32 digits (the old rule)', '89049032000000000000000000012345'],
  ['one digit misread (8 for 3)', '89049082123451234512345678901235'],
  ['one digit misread (0 for 8)', '89049032007008802600076929071293'],
  ['two neighbouring digits swapped', '89049032007008882600076929701293'],
  ['a check digit misread', '89049032000000000000000000012386'],
  ['the check digits swapped', '89049032000000000000000000000136'],
  ['all zeros', '00000000000000000000000000000000'],
  ['31 digits', '8904903212345123451234567890123'],
  ['33 digits', '890490321234512345123456789012350'],
  ['grouped with spaces', '8904 9032 1234 5123 4512 3456 7890 1235'],
  ['a letter O for a zero', '89O49032123451234512345678901235'],
];

describe('EID check digits (ISO/IEC 7064 MOD 97-10, SGP.29)', () => {
  it.each(VALID)('%s passes', (_what, eid) => {
    // The worked-out values, checked once more with whole-number arithmetic: mod 97 is 1.
    expect(BigInt(eid) % 97n).toBe(1n);
    expect(eidChecksOut(eid)).toBe(true);
  });

  it.each(INVALID)('%s fails', (_what, eid) => expect(eidChecksOut(eid)).toBe(false));
});
