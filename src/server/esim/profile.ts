import type { SimType } from '@/contract';
import type { SimRow } from '@/server/domain/sims';
import { SIM_KINDS } from '@/server/domain/sim-kinds';

/** GSMA SGP.22 activation code: what the QR holds and what phones accept typed in. */
export function lpaCode(smdp: string, matchingId: string): string {
  return `LPA:1$${smdp}$${matchingId}`;
}

/** Customers install ESIMA and LF profiles themselves from a code; ESIMS profiles are pushed by EID. */
export const hasActivationCode = (type: SimType) => SIM_KINDS[type].install === 'code';

/** The activation code of an issued profile, or undefined while it is still being made. */
export function activationCodeOf(sim: Pick<SimRow, 'smdp_address' | 'matching_id'>): string | undefined {
  return sim.smdp_address && sim.matching_id ? lpaCode(sim.smdp_address, sim.matching_id) : undefined;
}
