import { Hono } from 'hono';
import { ReceiptIssueRequest, ReceiptQuery, RECEIPT_API } from '@/contract/receipts';
import { requireUser } from '@/server/auth/require-user';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import { endedOwnOrder, findOwnOrder, type OrderRow } from '@/server/domain/orders';
import { issueReceipt, readReceipt } from '@/server/domain/receipts';
import { ApiError } from '@/server/http/errors';
import { RULES } from '@/server/http/rate-limit';
import { invalid, noQuery, readJson, readQuery } from '@/server/http/validate';
import { receiptPdf } from '@/server/receipt/pdf';
import { unprintable } from '@/server/receipt/printable';

/**
 * The receipt of one of the caller's paid orders (docs/decisions/0101). Another customer's order is
 * 404 E0010, as one that does not exist; an ended one says why (E0030, E0060); an unpaid one E0085.
 * GET only reads; each POST issues the receipt once more and counts it.
 */
export function receiptRoutes(deps: Deps) {
  const { db, config, limiter } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  function seller() {
    // Production does not start without one (startup-checks.ts); only a hand-made config lacks it.
    if (!config.receiptSeller) throw new Error('no receipt seller is configured');
    return config.receiptSeller;
  }

  async function paidOrder(c: AppContext, paymentId: string): Promise<OrderRow> {
    const order = await findOwnOrder(db, c.get('userId'), paymentId);
    if (!order) {
      const ended = await endedOwnOrder(db, c.get('userId'), paymentId);
      throw new ApiError(ended === 'deadline' ? 'E0030' : ended === 'abandoned' ? 'E0060' : 'E0010');
    }
    if (order.status !== 'paid') throw new ApiError('E0085');
    return order;
  }

  async function issue(c: AppContext) {
    noQuery(c);
    await limiter.enforce([RULES.receiptIssuePerUser, String(c.get('userId'))]);
    const body = await readJson(c, ReceiptIssueRequest);
    const bad = unprintable(body.addressee);
    if (bad.length) throw invalid([{ field: 'addressee', message: 'AddresseeCharacters' }]);
    const order = await paidOrder(c, body.payment_id);
    return issueReceipt(db, order, body.addressee, seller(), c.get('lng'), config.now());
  }

  app.get(`/${RECEIPT_API.receipt}`, auth, async (c) => {
    const { id } = readQuery(c, ReceiptQuery, ['id']);
    return c.json(await readReceipt(db, await paidOrder(c, id), seller(), c.get('lng')));
  });

  app.post(`/${RECEIPT_API.issue}`, auth, async (c) => c.json(await issue(c)));

  app.post(`/${RECEIPT_API.pdf}`, auth, async (c) => {
    const receipt = await issue(c);
    const pdf = await receiptPdf(receipt, c.get('lng'));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${receipt.order_number}-${receipt.issue_number}.pdf"`,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
