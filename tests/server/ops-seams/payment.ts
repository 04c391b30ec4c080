/**
 * The test's own payment provider (PAYMENT_PROVIDER_MODULE): what an operator's module looks like.
 * It charges every token once per idempotency key and remembers the charges in memory.
 */
const charges = new Map<string, string>();

export default function createProvider() {
  return {
    name: 'test provider',
    scriptOrigins: ['https://pay.test.example'],
    async charge(req: { token: string; amountYen: number; idempotencyKey: string }) {
      if (!(req.amountYen > 0)) return { declined: 'amount' };
      const id = charges.get(req.idempotencyKey) ?? `test_ch_${charges.size + 1}`;
      charges.set(req.idempotencyKey, id);
      return { chargeId: id };
    },
  };
}
