import { randomInt } from 'node:crypto';
import type { SimType } from '@/contract';
import { ACTIVATION_CODE_ALPHABET } from './sim-numbers';

// The sandbox's SM-DP+ (its SimBackend lives in ./seams.ts): made-up hosts and matching IDs.

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
