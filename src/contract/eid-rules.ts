/**
 * The EID's own check, once for both sides: the portal's form refuses a mistyped EID before the
 * confirmation, and the API refuses it before anything is issued (a sonet eSIM is made for one EID
 * and cannot be taken back). Pure, no imports, like card-rules.ts.
 *
 * GSMA SGP.29 numbers an eUICC with 32 digits whose last two are check digits computed with
 * ISO/IEC 7064 MOD 97-10, chosen so that the whole 32-digit number modulo 97 is 1 (the IBAN's rule).
 * It catches every single wrong digit and every swap of two neighbouring digits.
 */
export const EID_PATTERN = /^\d{32}$/;

/** True when `eid` is 32 digits and its check digits agree with the other 30. */
export function eidChecksOut(eid: string): boolean {
  if (!EID_PATTERN.test(eid)) return false;
  // The number has 32 digits, beyond a double's exact integers: its remainder is taken digit by digit.
  let remainder = 0;
  for (const digit of eid) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
