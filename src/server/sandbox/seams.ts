import type { Db } from '../db/client';
import { findSimById } from '../domain/sims';
import { usedMb } from '../domain/usage';
import { newMatchingId, SMDP_ADDRESS } from '../esim/profile';
import type { Seams } from '../ops/seams';
import { charge } from './card-provider';

/**
 * The sandbox as an implementation of every seam (ops/seams.ts): what the reference API has always
 * done, now behind the interfaces an operator's own modules implement.
 */
export function sandboxSeams(db: Db, now: () => number, chargeDelayMs = 0): Seams {
  return {
    // The outbox row itself is the sandbox's delivery: /api/sandbox/mail reads it.
    mail: { name: 'sandbox (outbox only)', send: async () => undefined },
    payment: {
      name: 'sandbox card provider',
      scriptOrigins: [],
      async charge({ token, amountYen }) {
        const id = await charge(db, token, amountYen, chargeDelayMs);
        return id ? { chargeId: id } : { declined: 'unknown token' };
      },
    },
    simBackend: {
      name: 'sandbox SM-DP+',
      downloadOrder: async ({ iccid }) => ({ iccid }),
      async confirmOrder({ simType, matchingId }) {
        const smdpAddress = simType === 'physical_sim' ? SMDP_ADDRESS.sonet_esim : SMDP_ADDRESS[simType];
        return { smdpAddress, matchingId: matchingId ?? newMatchingId() };
      },
    },
    usage: {
      name: 'sandbox usage simulation',
      async usedMb({ simId }) {
        const sim = await findSimById(db, simId);
        return sim ? usedMb(sim, now()) : null;
      },
    },
  };
}
