import * as v from 'valibot';
import { Hono } from 'hono';
import {
  API,
  HistoryQuery,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  PlansQuery,
  PurchaseRequest,
  RECHARGE_TYPES,
  type PlanList,
  type PurchaseResponse,
  type RechargeType,
} from '@/contract';
import { requireUser } from '@/server/auth/require-user';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import { createOrder, historyPage } from '@/server/domain/orders';
import { expireOverdueOrders } from '@/server/jobs/order-deadlines';
import { findPlan, plansOf, toPlan } from '@/server/domain/plans';
import { bindPurchaseKey, claimPurchaseKey } from '@/server/domain/purchase-keys';
import { TERMINATED } from '@/server/domain/five-g';
import { ApiError } from '@/server/http/errors';
import { portalOrigin } from '@/server/http/portal-origin';
import { invalid, noQuery, readJson, readQuery } from '@/server/http/validate';
import { ownSim } from './own-sim';

const CREATED = 'Your order has been created. Please choose how to pay.';

/** Plans of the caller's SIM, buying one (an unpaid order), and the order histories (spec §2, §7). */
export function planRoutes(deps: Deps) {
  const { db, config } = deps;
  const mailOrigin = () => portalOrigin(config);
  const app = new Hono<AppEnv>();
  app.use('/plans/*', requireUser(deps));

  const lists: [string, RechargeType][] = [
    [API.dataPlans, RECHARGE_TYPES.data],
    [API.extensionPlans, RECHARGE_TYPES.extension],
  ];
  for (const [path, type] of lists) {
    app.get(`/${path}`, async (c) => {
      const sim = await ownSim(deps, c, readQuery(c, PlansQuery, ['id']).id);
      const body: PlanList = { plan: plansOf(sim.sim_type, type).map((p) => toPlan(p, sim.expiry_date)) };
      return c.json(body);
    });
  }

  const histories: [string, RechargeType][] = [
    [API.dataHistory, RECHARGE_TYPES.data],
    [API.extensionHistory, RECHARGE_TYPES.extension],
  ];
  for (const [path, type] of histories) {
    app.get(`/${path}`, async (c) => {
      const q = readQuery(c, HistoryQuery, ['id', 'page']);
      const sim = await ownSim(deps, c, q.id);
      // A list read after a deadline never shows that order as payable, timer or not (decision 0022).
      await expireOverdueOrders(db, deps.config.now(), { userId: c.get('userId') }, mailOrigin);
      return c.json(await historyPage(db, sim.id, type, q.page, c.get('lng'), config.now()));
    });
  }

  // The body names the plan only; its type follows from the plan id (ids are unique per SIM type).
  app.post(`/${API.purchase}`, async (c) => {
    noQuery(c);
    const key = readIdempotencyKey(c);
    const body = await readJson(c, PurchaseRequest);
    const sim = await ownSim(deps, c, body.id);
    const plan =
      findPlan(sim.sim_type, RECHARGE_TYPES.data, body.plan_id) ?? findPlan(sim.sim_type, RECHARGE_TYPES.extension, body.plan_id);
    if (!plan) throw new ApiError('E0010', { message: 'This plan does not exist for this SIM.' });
    const userId = c.get('userId');
    const now = config.now();
    // A draft older than its hour ends first and frees its key: this Purchase is then a new order (decision 0051).
    await expireOverdueOrders(db, now, { userId }, mailOrigin);
    // One transaction: a refusal below rolls the key's claim back, so only a made order is remembered.
    const paymentId = await db.tx(async (tx) => {
      const claim = key ? await claimPurchaseKey(tx, { userId, key, simId: sim.id, planId: plan.id, nowMs: now }) : undefined;
      if (claim?.kind === 'replay') return claim.paymentId;
      if (claim?.kind === 'mismatch') throw new ApiError('E0029');
      if (TERMINATED.includes(sim.sc_status))
        throw new ApiError('E0018', { message: 'This line has been terminated: plans can no longer be bought.' });
      // Spec §4: only before the usage expiry date, so a SIM must have one (be activated) first.
      if (!sim.expiry_date) throw new ApiError('E0016');
      if (sim.expiry_date.getTime() <= now) throw new ApiError('E0019');
      const order = await createOrder(tx, { userId, simId: sim.id, plan, language: c.get('lng'), nowMs: now });
      if (key) await bindPurchaseKey(tx, userId, key, order.id);
      return order.payment_id;
    });
    // A repeat answers exactly as the first request did.
    const res: PurchaseResponse = { payment_id: paymentId, message: CREATED };
    return c.json(res);
  });

  return app;
}

/** The purchase's Idempotency-Key, if sent (older clients send none); a malformed one is refused. */
function readIdempotencyKey(c: AppContext): string | undefined {
  const raw = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  const r = v.safeParse(IdempotencyKey, raw);
  if (!r.success) throw invalid([{ field: IDEMPOTENCY_KEY_HEADER, message: r.issues[0].message }]);
  return r.output;
}
