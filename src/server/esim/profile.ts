import { randomInt } from 'node:crypto';
import type { SimType } from '../../contract';
import type { SimRow } from '../domain/sims';
import { ACTIVATION_CODE_ALPHABET } from '../sandbox/sim-numbers';

/** The SM-DP+ server of each eSIM provider (sandbox names; a real operator configures its own). */
export const SMDP_ADDRESS: Record<Exclude<SimType, 'physical_sim'>, string> = {
  astro_esim: 'smdp.astro-esim.example',
  linksfield_esim: 'smdp.linksfield.example',
  sonet_esim: 'smdp.sonet-esim.example',
};

/**
 * Four groups of five, as providers print them: 20 random characters (about 99 bits) without 0/O
 * or 1/I/L, since a customer may have to type the code into the phone by hand.
 */
export function newMatchingId(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let s = '';
    for (let i = 0; i < 5; i++) s += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
    groups.push(s);
  }
  return groups.join('-');
}

/** GSMA SGP.22 activation code: what the QR holds and what phones accept typed in. */
export function lpaCode(smdp: string, matchingId: string): string {
  return `LPA:1$${smdp}$${matchingId}`;
}

/** Customers install ESIMA and LF profiles themselves from a code; ESIMS profiles are pushed by EID. */
export const hasActivationCode = (type: SimType) => type === 'astro_esim' || type === 'linksfield_esim';

/** The activation code of an issued profile, or undefined while it is still being made. */
export function activationCodeOf(sim: Pick<SimRow, 'smdp_address' | 'matching_id'>): string | undefined {
  return sim.smdp_address && sim.matching_id ? lpaCode(sim.smdp_address, sim.matching_id) : undefined;
}
