import { Hono } from 'hono';
import { PlansQuery } from '@/contract';
import { AUTO_TOPUP_API, AutoTopUpOffRequest, AutoTopUpRequest, type AutoTopUpState } from '@/contract/auto-topup';
import { requireUser } from '@/server/auth/require-user';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import {
  autoTopUpPlan,
  findAutoTopUp,
  lastFailure,
  purchasesThisMonth,
  toAutoTopUpState,
  turnOff,
  turnOn,
  unavailableReason,
} from '@/server/domain/auto-topup';
import { findSavedCard } from '@/server/domain/saved-cards';
import type { SimRow } from '@/server/domain/sims';
import { ApiError } from '@/server/http/errors';
import { noQuery, readJson, readQuery } from '@/server/http/validate';
import { ownSim } from './own-sim';

/**
 * Automatic top-up of one of the caller's SIMs (docs/decisions/0110): its state with the plans and
 * prices it may buy, turning it on (the agreement is in the request), and off. Buying is the usage
 * watch's (jobs/auto-topup-handler.ts), never a request's.
 */
export function autoTopUpRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.use(`/${AUTO_TOPUP_API.state}`, requireUser(deps));
  app.use(`/${AUTO_TOPUP_API.off}`, requireUser(deps));

  async function state(c: AppContext, sim: SimRow): Promise<AutoTopUpState> {
    const now = config.now();
    const [row, card, purchases, failure] = await Promise.all([
      findAutoTopUp(db, sim.id),
      findSavedCard(db, c.get('userId')),
      purchasesThisMonth(db, sim.id, now),
      lastFailure(db, sim.id),
    ]);
    const mine = row?.user_id === c.get('userId');
    return toAutoTopUpState(sim, mine ? row : undefined, card, purchases, now, mine ? failure : undefined);
  }

  app.get(`/${AUTO_TOPUP_API.state}`, async (c) => {
    const sim = await ownSim(deps, c, readQuery(c, PlansQuery, ['id']).id);
    return c.json(await state(c, sim));
  });

  app.post(`/${AUTO_TOPUP_API.state}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, AutoTopUpRequest);
    const sim = await ownSim(deps, c, body.id);
    const now = config.now();
    const why = unavailableReason(sim, now);
    if (why === 'expired') throw new ApiError('E0019');
    if (why) throw new ApiError('E0095');
    if (!autoTopUpPlan(sim, body.plan_id)) throw new ApiError('E0097');
    if (!(await findSavedCard(db, c.get('userId')))) throw new ApiError('E0096');
    await turnOn(db, {
      simId: sim.id,
      userId: c.get('userId'),
      thresholdPct: body.threshold_pct,
      planId: body.plan_id,
      monthlyCap: body.monthly_cap,
      language: c.get('lng'),
      nowMs: now,
    });
    return c.json(await state(c, sim));
  });

  // Off always works, whatever else changed: one tap, never refused for the SIM's state.
  app.post(`/${AUTO_TOPUP_API.off}`, async (c) => {
    noQuery(c);
    const sim = await ownSim(deps, c, (await readJson(c, AutoTopUpOffRequest)).id);
    await turnOff(db, sim.id, 'customer', config.now());
    return c.json(await state(c, sim));
  });

  return app;
}
