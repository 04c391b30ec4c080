import { createHmac } from 'node:crypto';
import { record } from './record';

/**
 * The test's own payment provider (PAYMENT_PROVIDER_MODULE): what an operator's module looks like.
 * Its "scripts" make tokens `ttok_<last4>_<3ds>_<nonce>` in the browser (the test plays them), where
 * <3ds> is `ok` once 3-D Secure passed; each token is taken once; charges are kept per idempotency
 * key and can be looked up by it; refunds are kept per charge; wallet and store payments are notified
 * back with an HMAC of the body (NOTIFY_SECRET), carrying the amount and currency taken.
 */
export const NOTIFY_SECRET = 'test-provider-notify-secret';
export const sign = (body: string) => createHmac('sha256', NOTIFY_SECRET).update(body).digest('hex');

const charges = new Map<string, string>();
const amounts = new Map<string, { amount: number; currency: string }>();
const refunds = new Map<string, string>();
const taken = new Set<string>();
const lost = new Set<string>();
type External = 'alipay' | 'wechat' | 'unionpay' | 'smartpit';

export default function createProvider() {
  return {
    name: 'test provider',
    scriptOrigins: ['https://pay.test.example'],
    // Where its wallet and store pages are (decision 0059).
    pageOrigins: ['https://pay.test.example'],
    // What the portal loads to tokenise a card and run 3-D Secure (the provider's own scripts).
    browserScripts: {
      tokenScript: 'https://pay.test.example/cptoken.js',
      threeDsScript: 'https://pay.test.example/threeds.js',
      accountId: 'merchant-42',
    },
    async takeToken(req: { token: string; nowMs: number }) {
      record('payment', 'takeToken', { token: req.token });
      const m = /^ttok_(\d{4})_(ok|no)_\w+$/.exec(req.token);
      if (!m || taken.has(req.token)) return 'unknown' as const;
      if (m[2] !== 'ok') return 'not_authenticated' as const;
      taken.add(req.token);
      return { token: req.token, last4: m[1]!, brand: 'Visa', exp_month: '12', exp_year: '2030', holder: 'KENJI SATO' };
    },
    async charge(req: { token: string; amountYen: number; currency: string; idempotencyKey: string }) {
      record('payment', 'charge', req);
      if (!(req.amountYen > 0)) return { declined: 'amount' };
      amounts.set(req.idempotencyKey, { amount: req.amountYen, currency: req.currency });
      // A token ending in "_slow" stands for a provider that charged but whose answer was lost, once.
      if (req.token.endsWith('_slow') && !lost.has(req.idempotencyKey)) {
        lost.add(req.idempotencyKey);
        charges.set(req.idempotencyKey, `test_ch_${charges.size + 1}`);
        throw new Error('socket hang up');
      }
      const id = charges.get(req.idempotencyKey) ?? `test_ch_${charges.size + 1}`;
      charges.set(req.idempotencyKey, id);
      return { chargeId: id };
    },
    async lookup(req: { idempotencyKey: string; paymentId: string; method: string }) {
      record('payment', 'lookup', req);
      const id = charges.get(req.idempotencyKey);
      return id ? { status: 'charged' as const, chargeId: id, ...amounts.get(req.idempotencyKey)! } : { status: 'none' as const };
    },
    async refund(req: { chargeId: string; amountYen: number; currency: string; idempotencyKey: string; reason: string }) {
      record('payment', 'refund', req);
      const id = refunds.get(req.chargeId) ?? `test_re_${refunds.size + 1}`;
      refunds.set(req.chargeId, id);
      return { refundId: id };
    },
    async payPage(req: { method: External; paymentId: string; amountYen: number }) {
      record('payment', 'payPage', req);
      const url = `https://pay.test.example/${req.method}/${req.paymentId}?amount=${req.amountYen}`;
      return req.method === 'smartpit' ? { url } : { html: `<p><a href="${url}">Pay with ${req.method}</a></p>` };
    },
    async completion(req: { headers: Record<string, string>; body: string }) {
      record('payment', 'completion', { body: req.body });
      if (req.headers['x-test-signature'] !== sign(req.body)) return { refused: 'bad signature' };
      const n = JSON.parse(req.body) as { payment_id: string; method: External; ref: string; amount: number; currency: string };
      return { paymentId: n.payment_id, method: n.method, providerRef: n.ref, amount: n.amount, currency: n.currency };
    },
  };
}
