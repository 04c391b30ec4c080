import { Hono } from 'hono';
import { API, RegCompleteRequest } from '@/contract';
import { requireUser } from '@/server/auth/require-user';
import type { AppEnv, Deps } from '@/server/context';
import { completeRegistration, REGISTRATION_DONE } from '@/server/domain/onboarding';
import { toCardState } from '@/server/domain/sims';
import { ApiError } from '@/server/http/errors';
import { noQuery, readJson } from '@/server/http/validate';
import { ownSim } from './own-sim';

/**
 * "Setup complete" (spec §4): onboarding is over and the SIM is 'sold'. The refresh_token route
 * shares the prefix but needs no access token, hence the per-route guard.
 */
export function prepaidUserRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post(`/${API.regComplete}`, requireUser(deps), async (c) => {
    noQuery(c);
    const body = await readJson(c, RegCompleteRequest);
    const sim = await ownSim(deps, c, body.id);
    // The portal calls it again after a reload or from a second tab: not an error.
    if (REGISTRATION_DONE.includes(sim.ac_status)) return c.json(toCardState(sim));
    const sold = await completeRegistration(db, sim);
    if (sold) return c.json(toCardState(sold));
    // A concurrent call may have sold it a moment ago; anything else has not been activated yet.
    const now = await ownSim(deps, c, body.id);
    if (REGISTRATION_DONE.includes(now.ac_status)) return c.json(toCardState(now));
    throw new ApiError('E0016');
  });

  return app;
}
