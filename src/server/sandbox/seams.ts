import { eidChecksOut } from '@/contract/eid-rules';
import type { Db } from '@/server/db/client';
import type { Seams } from '@/server/ops/seams';
import { takeToken } from './card-provider';
import { GATEWAY_PATHS, returnUrlFor } from './gateway';
import { walletRedirectHtml } from './payment-pages';
import { chargeCard, lookupCharge, readNotification, refundCharge } from './provider-books';
import { newMatchingId, SMDP_ADDRESS } from './smdp';
import { simulatedUsedMb } from './usage';

/**
 * The sandbox as an implementation of every seam (ops/seams.ts): what the reference API has always
 * done, behind the interfaces an operator's own modules implement. Only app.ts (the composition
 * point) builds it; no route or domain module imports the sandbox (tests/unit/architecture.test.ts).
 */
export function sandboxSeams(db: Db, now: () => number, chargeDelayMs = 0, gatewayOrigin = 'http://localhost:3001'): Seams {
  return {
    // The outbox row itself is the sandbox's delivery: /api/sandbox/mail reads it.
    mail: { name: 'sandbox (outbox only)', send: async () => undefined },
    payment: {
      name: 'sandbox card provider',
      // Its scripts are served by this API itself ('self').
      scriptOrigins: [],
      // Its wallet and store pages: the gateway on its own origin (gateway.ts).
      pageOrigins: [gatewayOrigin],
      takeToken: ({ token, nowMs }) => takeToken(db, token, nowMs),
      // Its books are tables written outside our transactions (provider-books.ts): a charge survives our crash.
      charge: ({ token, amountYen, currency, idempotencyKey, paymentId }) =>
        chargeCard(db, { token, amount: amountYen, currency, idempotencyKey, paymentId }, now(), chargeDelayMs),
      lookup: (req) => lookupCharge(db, req),
      async refund({ chargeId, amountYen, currency, idempotencyKey }) {
        return { refundId: await refundCharge(db, { chargeId, amount: amountYen, currency, idempotencyKey }, now()) };
      },
      // The gateway's pages (sandbox/gateway.ts), with approve and decline; back to the portal by the
      // return URL on PUBLIC_URL (`origin`). A wallet is reached through an auto-submitting form, as a real one.
      async payPage({ method, paymentId, orderNumber, amountYen, lng, origin }) {
        const back = returnUrlFor(origin, paymentId);
        const id = encodeURIComponent(paymentId);
        if (method === 'smartpit') return { url: `${gatewayOrigin}${GATEWAY_PATHS.smartpit}/${id}?return_url=${encodeURIComponent(back)}` };
        const fields = { return_url: back, order_number: orderNumber, amount: String(amountYen), currency: 'JPY', lang: lng };
        return { html: walletRedirectHtml(lng, method, `${gatewayOrigin}${GATEWAY_PATHS.wallet}/${method}/${id}`, fields) };
      },
      // Its wallet and store pages notify this API in process, signed with a key nobody outside has.
      completion: async (req) => readNotification(req),
    },
    simBackend: {
      name: 'sandbox SM-DP+',
      // As an SM-DP+ does (SGP.22 ES2+ "EID invalid"): an EID whose check digits disagree gets no profile.
      async downloadOrder({ iccid, eid }) {
        if (eid != null && !eidChecksOut(eid)) throw new Error(`DownloadOrder refused: EID ${eid} fails its check digits`);
        return { iccid };
      },
      async confirmOrder({ simType, matchingId }) {
        const smdpAddress = simType === 'physical_sim' ? SMDP_ADDRESS.sonet_esim : SMDP_ADDRESS[simType];
        return { smdpAddress, matchingId: matchingId ?? newMatchingId() };
      },
    },
    usage: {
      name: 'sandbox usage simulation',
      usedMb: ({ simId }) => simulatedUsedMb(db, simId, now()),
    },
  };
}
