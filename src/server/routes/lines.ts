import { Hono } from 'hono';
import { API, SwitchSimRequest, type LineList } from '@/contract';
import { requireUser } from '@/server/auth/require-user';
import type { AppEnv, Deps } from '@/server/context';
import { toLine } from '@/server/domain/lines';
import { usedMbFrom } from '@/server/domain/usage';
import { findCurrentSim, findOwnSims, makeCurrentSim, toCardState } from '@/server/domain/sims';
import { ApiError } from '@/server/http/errors';
import { orRefuse } from '@/server/http/refusal';
import { noQuery, readJson } from '@/server/http/validate';
import { settleIssuance } from '@/server/jobs/issuance';
import { ownSim } from './own-sim';

/** The line list and the current-SIM selector of the user information page (spec §2, §6). */
export function lineRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.use('/cards/*', requireUser(deps));

  app.get(`/${API.lines}`, async (c) => {
    noQuery(c);
    const userId = c.get('userId');
    const now = config.now();
    // "Current" is whatever login would answer with, so the two can never disagree.
    const current = await findCurrentSim(db, userId);
    const sims = await findOwnSims(db, userId);
    const lines = [];
    for (const sim of sims) {
      const settled = await settleIssuance(db, sim, now, deps.seams.simBackend);
      lines.push(toLine(settled, sim.id === current?.id, now, orRefuse(await usedMbFrom(deps.seams.usage, sim))));
    }
    // Current first, then in the order of registration (findOwnSims' order); the sort is stable.
    lines.sort((a, b) => Number(b.current) - Number(a.current));
    const body: LineList = { lines };
    return c.json(body);
  });

  // The portal stores the answer as its session's SIM, as after a login.
  app.post(`/${API.switchSim}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, SwitchSimRequest);
    const sim = await ownSim(deps, c, body.id);
    // Not theirs any more (the operator detached it a moment ago): as unknown as any other SIM.
    if (!(await makeCurrentSim(db, c.get('userId'), sim.id))) throw new ApiError('E0010');
    return c.json(toCardState(sim));
  });

  return app;
}
