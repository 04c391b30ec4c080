import { EID_LENGTH } from '@/contract';

/**
 * What the EID field keeps of what was typed or pasted. Phones show the EID in groups ("8904 9032 …")
 * and copied texts carry an "EID:" label: the digits are taken first and only then cut to 32, so a
 * pasted EID with spaces or a label keeps every digit.
 */
export function eidFromInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, EID_LENGTH);
}
