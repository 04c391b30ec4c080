import type { Db } from '../db/client';
import { findSimById } from '../domain/sims';
import type { Seams } from '../ops/seams';
import { charge, takeToken } from './card-provider';
import { walletRedirectHtml } from './payment-pages';
import { newMatchingId, SMDP_ADDRESS } from './smdp';
import { usedMb } from './usage';

/**
 * The sandbox as an implementation of every seam (ops/seams.ts): what the reference API has always
 * done, behind the interfaces an operator's own modules implement. Only app.ts (the composition
 * point) builds it; no route or domain module imports the sandbox (tests/unit/architecture.test.ts).
 */
export function sandboxSeams(db: Db, now: () => number, chargeDelayMs = 0): Seams {
  return {
    // The outbox row itself is the sandbox's delivery: /api/sandbox/mail reads it.
    mail: { name: 'sandbox (outbox only)', send: async () => undefined },
    payment: {
      name: 'sandbox card provider',
      // Its scripts are served by this API itself ('self').
      scriptOrigins: [],
      takeToken: ({ token, nowMs }) => takeToken(db, token, nowMs),
      async charge({ token, amountYen }) {
        const id = await charge(token, amountYen, chargeDelayMs);
        return id ? { chargeId: id } : { declined: 'unknown token' };
      },
      // The sandbox's own pages (sandbox/payment-routes.ts) under /api/sandbox, with approve and decline.
      async payPage({ method, paymentId, lng, origin }) {
        if (method === 'smartpit') return { url: `${origin}/api/sandbox/smartpit/${paymentId}` };
        return { html: walletRedirectHtml(lng, method, `${origin}/api/sandbox/wallet/${method}/${paymentId}`) };
      },
      // Its pages complete the payment themselves; nobody outside may claim one was made.
      completion: async () => ({ refused: 'the sandbox provider completes payments on its own pages' }),
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
