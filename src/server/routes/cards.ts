import { Hono } from 'hono';
import { API, CardQuery, CheckCardRequest, USER_TYPE_OF_SIM, type CardInfo } from '../../contract';
import { requireUser } from '../auth/require-user';
import type { AppContext, AppEnv, Deps } from '../context';
import { findOwnSim, toCardState, toEpochSeconds, type SimRow } from '../domain/sims';
import { toCardUsage } from '../domain/usage';
import { ApiError } from '../http/errors';
import { invalid, noQuery, readJson, readQuery } from '../http/validate';

/** The caller's SIMs: state, basic information and usage. Someone else's SIM is simply "not found". */
export function cardRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.use('/cards/*', requireUser(deps));

  async function ownSim(c: AppContext, id: number): Promise<SimRow> {
    const sim = await findOwnSim(db, c.get('userId'), id);
    if (!sim) throw new ApiError('E0010');
    return sim;
  }

  /** `?id&type`: the SIM must be the caller's (else 404) and `type` its user type (else 400). */
  async function queriedSim(c: AppContext): Promise<SimRow> {
    const q = readQuery(c, CardQuery, ['id', 'type']);
    const sim = await ownSim(c, q.id);
    if (USER_TYPE_OF_SIM[sim.sim_type] !== q.type) {
      throw invalid([{ field: 'type', message: `This SIM is of type ${USER_TYPE_OF_SIM[sim.sim_type]}` }]);
    }
    return sim;
  }

  app.post(`/${API.checkCard}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, CheckCardRequest);
    return c.json(toCardState(await ownSim(c, body.id)));
  });

  app.get(`/${API.cardInfo}`, async (c) => {
    const sim = await queriedSim(c);
    const [owner] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [c.get('userId')]);
    const info: CardInfo = {
      email: owner?.email ?? '',
      iccid: sim.iccid,
      eid: sim.eid,
      sim_type: sim.sim_type,
      tel_no: sim.tel_no,
      plan: sim.plan,
      status: sim.sc_status,
      start_date: toEpochSeconds(sim.start_date),
      validity_period: toEpochSeconds(sim.expiry_date),
    };
    return c.json(info);
  });

  app.get(`/${API.cardUsage}`, async (c) => c.json(toCardUsage(await queriedSim(c), config.now())));

  return app;
}
