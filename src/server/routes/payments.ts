import { Hono } from 'hono';
import * as v from 'valibot';
import {
  API,
  OrderQuery,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHODS,
  PaymentIdRequest,
  RegPaymentRequest,
  SavedCardQuery,
  type MakePaymentResponse,
  type OrderResult,
  type PaymentMethodName,
  type SavedCardResponse,
} from '@/contract';
import { requireUser } from '@/server/auth/require-user';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import { expireOverdueOrders } from '@/server/jobs/order-deadlines';
import {
  awaitPayment,
  cancelOrder,
  endedOwnOrder,
  findOwnOrder,
  registerMethod,
  toOrderResult,
  type OrderRow,
} from '@/server/domain/orders';
import { openWalletAttempt } from '@/server/domain/payment-attempts';
import { askProvider, payByCard } from '@/server/domain/pay';
import { paymentContext } from '@/server/domain/payment-context';
import { deleteSavedCard, findSavedCard, saveCard, toSavedCard } from '@/server/domain/saved-cards';
import { ApiError } from '@/server/http/errors';
import { portalOrigin } from '@/server/http/portal-origin';
import { orRefuse } from '@/server/http/refusal';
import { invalid, noQuery, readJson, readQuery } from '@/server/http/validate';

const methodOfCode = (code: number) => PAYMENT_METHODS.find((m) => PAYMENT_METHOD_CODES[m] === code)!;

/**
 * Paying for an order (spec §2, §4, §7): register a method, the final purchase, pay an unpaid order
 * from the history, cancel it, and the saved card. Every payment_id must name an order of the
 * caller: someone else's is 404 E0010, exactly like one that does not exist, and nothing changes.
 */
export function paymentRoutes(deps: Deps) {
  const { db, config } = deps;
  const provider = deps.seams.payment;
  const mailOrigin = () => portalOrigin(config);
  const app = new Hono<AppEnv>();
  app.use('/payments', requireUser(deps));
  app.use('/payments/*', requireUser(deps));

  async function ownOrder(c: AppContext, paymentId: string): Promise<OrderRow> {
    // Past its deadline the order has ended, whether or not the timer got there first (decision 0022).
    await expireOverdueOrders(db, config.now(), { userId: c.get('userId') }, mailOrigin);
    const order = await findOwnOrder(db, c.get('userId'), paymentId);
    if (order) return order;
    const ended = await endedOwnOrder(db, c.get('userId'), paymentId);
    throw new ApiError(ended === 'deadline' ? 'E0030' : ended === 'abandoned' ? 'E0060' : 'E0010');
  }
  /** After a conditional UPDATE found nothing: why (paid meanwhile → the paid order; else gone). */
  async function reread(c: AppContext, paymentId: string): Promise<OrderRow> {
    return ownOrder(c, paymentId);
  }
  const result = (c: AppContext, o: OrderRow): OrderResult => toOrderResult(o, c.get('lng'));
  const payments = paymentContext({ db, config, provider, origin: mailOrigin, log: deps.log });
  /** The final purchase of a wallet or store order: its deadline starts, and the payment is expected (an attempt on record). */
  async function awaitExternal(c: AppContext, o: OrderRow): Promise<OrderRow | undefined> {
    const waiting = await awaitPayment(db, o, config.now(), c.get('lng'));
    if (waiting) await openWalletAttempt(db, waiting, config.paymentReconcileAfterMs, config.now());
    return waiting;
  }

  app.get(`/${API.order}`, async (c) => {
    const { id } = readQuery(c, OrderQuery, ['id']);
    return c.json(result(c, await ownOrder(c, id)));
  });

  app.post(`/${API.regPayment}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, RegPaymentRequest);
    const order = await ownOrder(c, body.payment_id);
    if (order.status === 'paid') throw new ApiError('E0023');
    const method = methodOfCode(body.payment_method);
    if (method !== 'credit_card' && body.tkn !== undefined)
      throw invalid([{ field: 'tkn', message: 'A card token is only taken for card payments' }]);
    // The provider takes the token first (a call to another system, outside our transaction); a
    // registration that then loses a race leaves that token used, and the customer enters the card again.
    const tkn = method === 'credit_card' ? body.tkn : undefined;
    const taken =
      tkn !== undefined ? orRefuse(await askProvider(() => provider.takeToken({ token: tkn, nowMs: config.now() }))) : undefined;
    if (taken === 'unknown')
      throw new ApiError('E0027', { message: 'The card token is unknown, expired or already used. Please enter the card again.' });
    if (taken === 'not_authenticated') throw new ApiError('E0027', { message: 'The card has not passed 3-D Secure authentication.' });
    const registered = await db.tx(async (tx) => {
      let token: string | null = null;
      if (method === 'credit_card') {
        if (taken) {
          if (body.credit) await saveCard(tx, c.get('userId'), taken, config.now());
          token = taken.token;
        } else if (body.first_payment_method) {
          const saved = await findSavedCard(tx, c.get('userId'));
          if (!saved) throw invalid([{ field: 'first_payment_method', message: 'No card is saved: enter a card' }]);
          token = saved.token;
        } else {
          throw invalid([{ field: 'tkn', message: 'Required' }]);
        }
      }
      return registerMethod(tx, order.id, method, token, c.get('lng'), config.now());
    });
    if (!registered) {
      if ((await reread(c, body.payment_id)).status === 'paid') throw new ApiError('E0023');
      throw new ApiError('E0010');
    }
    return c.json({ message: 'The payment method has been registered.' });
  });

  /** The final purchase: idempotent, and one payment however many confirmations race. */
  app.post(`/${API.confirm}`, async (c) => {
    noQuery(c);
    const { payment_id } = await readJson(c, PaymentIdRequest);
    const order = await ownOrder(c, payment_id);
    if (order.status === 'paid') return c.json(result(c, order));
    if (!order.payment_method) throw new ApiError('E0025');
    const done = order.payment_method === 'credit_card' ? orRefuse(await payByCard(payments, order))?.order : await awaitExternal(c, order);
    return c.json(result(c, done ?? (await reread(c, payment_id))));
  });

  /** "Pay" on an unpaid order: a card is charged now; wallets and the store send the customer there. */
  app.post(`/${API.makePayment}`, async (c) => {
    noQuery(c);
    const { payment_id } = await readJson(c, PaymentIdRequest);
    const order = await ownOrder(c, payment_id);
    if (order.status === 'paid') throw new ApiError('E0023');
    const method: PaymentMethodName | null = order.payment_method;
    if (!method) throw new ApiError('E0025');
    let res: MakePaymentResponse;
    if (method === 'credit_card') {
      // Only the request that paid it says so; a racing one (same charge) hears "already paid".
      if (!orRefuse(await payByCard(payments, order))?.won) throw new ApiError('E0023');
      res = { status: 'paid' };
    } else {
      if (!(await awaitExternal(c, order))) throw new ApiError('E0023');
      const page = orRefuse(
        await askProvider(() =>
          provider.payPage({
            method,
            paymentId: order.payment_id,
            orderNumber: order.order_number,
            amountYen: order.price,
            lng: c.get('lng'),
            origin: portalOrigin(config),
          }),
        ),
      );
      res = 'url' in page ? { status: 'unpaid', smartpit_url: page.url } : { status: 'unpaid', html_content: page.html };
    }
    return c.json(res);
  });

  app.post(`/${API.cancel}`, async (c) => {
    noQuery(c);
    const { payment_id } = await readJson(c, PaymentIdRequest);
    const order = await ownOrder(c, payment_id);
    if (order.status === 'paid' || !(await cancelOrder(db, order.id, config.now()))) {
      if ((await reread(c, payment_id)).status === 'paid') throw new ApiError('E0024');
    }
    return c.json({ message: 'The order has been cancelled.' });
  });

  // The payment_id only scopes the call to one of the caller's orders (spec §7); the card is the account's.
  app.get(`/${API.savedCard}`, async (c) => {
    const { payment_id } = readQuery(c, SavedCardQuery, ['payment_id']);
    await ownOrder(c, payment_id);
    const card = await findSavedCard(db, c.get('userId'));
    const res: SavedCardResponse = card ? toSavedCard(card) : { message: 'No card is saved.' };
    return c.json(res);
  });

  app.delete(`/${API.deleteCard}`, async (c) => {
    const q = readQuery(c, v.object({ payment_id: v.optional(SavedCardQuery.entries.payment_id) }), ['payment_id']);
    if (q.payment_id !== undefined) await ownOrder(c, q.payment_id);
    await deleteSavedCard(db, c.get('userId'));
    return c.json({ message: 'The saved card has been deleted.' });
  });

  return app;
}
