import { Hono } from 'hono';
import { API, FiveGRequest, type FiveGStatus } from '@/contract';
import { requireUser } from '@/server/auth/require-user';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import { fiveGStatus, requestFiveG, TERMINATED } from '@/server/domain/five-g';
import type { SimRow } from '@/server/domain/sims';
import { ApiError } from '@/server/http/errors';
import { invalid, noQuery, readJson } from '@/server/http/validate';
import { settleFiveG } from '@/server/jobs/five-g';
import { ownSimByIccid } from './own-sim';
import { isPhysical } from '@/server/domain/sim-kinds';

const REQUESTED = 'The 5G option has been requested. It will be enabled shortly; from then on, 3G is no longer available on this SIM.';

/** Digits only: "080-1234-5678" and "08012345678" are the same line. */
const digits = (tel: string) => tel.replace(/\D/g, '');

/** The 5G option of a physical SIM (spec §4, §7), named by ICCID and, optionally, line number. */
export function fiveGRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.use('/cards/*', requireUser(deps));

  /** The caller's physical SIM as it is now. A line number that is not the SIM's is "not found" too. */
  async function namedSim(c: AppContext): Promise<SimRow> {
    noQuery(c);
    const body = await readJson(c, FiveGRequest);
    const sim = await ownSimByIccid(deps, c, body.iccid);
    if (body.tel_no !== null && digits(body.tel_no) !== digits(sim.tel_no ?? '')) throw new ApiError('E0010');
    if (!isPhysical(sim.sim_type)) {
      throw invalid([{ field: 'iccid', message: 'The 5G option is only available for physical prepaid SIMs, not for eSIMs' }]);
    }
    return settleFiveG(db, sim, config.now(), config.publicUrl);
  }

  app.post(`/${API.check5g}`, async (c) => {
    const status: FiveGStatus = fiveGStatus(await namedSim(c));
    return c.json(status);
  });

  app.post(`/${API.add5g}`, async (c) => {
    const sim = await namedSim(c);
    if (sim.five_g_enabled_at) throw new ApiError('E0017', { message: 'The 5G option is already enabled on this SIM.' });
    if (sim.five_g_due_at) throw new ApiError('E0017');
    if (TERMINATED.includes(sim.sc_status)) throw new ApiError('E0018');
    const now = config.now();
    // Nothing updated: a request racing this one was first.
    if (!(await requestFiveG(db, sim.id, now, now + config.fiveGActivationSeconds * 1000))) throw new ApiError('E0017');
    return c.json({ message: REQUESTED });
  });

  return app;
}
