import { Hono } from 'hono';
import {
  API,
  CardQuery,
  CheckCardRequest,
  EsimActivateRequest,
  PrepaidActivateRequest,
  USER_TYPE_OF_SIM,
  type CardInfo,
  type PrepaidActivateResponse,
} from '@/contract';
import { requireUser } from '@/server/auth/require-user';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import { checkEid } from '@/server/domain/eid';
import { isoDayUtc } from '@/server/domain/japan-time';
import { activationWindow, requestEsimIssuance, reserveActivationDate, RESERVABLE } from '@/server/domain/onboarding';
import { operatorScStatus, toCardState, toEpochSeconds, type SimRow } from '@/server/domain/sims';
import { toCardUsage, usedMbFrom } from '@/server/domain/usage';
import { usageChart } from '@/server/domain/usage-chart';
import { findUserById } from '@/server/domain/users';
import { planFacts } from '@/server/domain/validity';
import { ApiError } from '@/server/http/errors';
import { portalOrigin } from '@/server/http/portal-origin';
import { orRefuse } from '@/server/http/refusal';
import { invalid, noQuery, readJson, readQuery } from '@/server/http/validate';
import { ownSim } from './own-sim';
import { isPhysical, SIM_KINDS } from '@/server/domain/sim-kinds';

/** The caller's SIMs: state, basic information, usage and activation. Someone else's SIM is "not found". */
export function cardRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.use('/cards/*', requireUser(deps));

  /** `?id&type`: the SIM must be the caller's (else 404) and `type` its user type (else 400). */
  async function queriedSim(c: AppContext): Promise<SimRow> {
    const q = readQuery(c, CardQuery, ['id', 'type']);
    const sim = await ownSim(deps, c, q.id);
    if (USER_TYPE_OF_SIM[sim.sim_type] !== q.type) {
      throw invalid([{ field: 'type', message: `This SIM is of type ${USER_TYPE_OF_SIM[sim.sim_type]}` }]);
    }
    return sim;
  }

  app.post(`/${API.checkCard}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, CheckCardRequest);
    return c.json(toCardState(await ownSim(deps, c, body.id)));
  });

  app.get(`/${API.cardInfo}`, async (c) => {
    const sim = await queriedSim(c);
    const owner = await findUserById(db, c.get('userId'));
    const info: CardInfo = {
      email: owner?.email ?? '',
      iccid: sim.iccid,
      eid: sim.eid,
      sim_type: sim.sim_type,
      tel_no: sim.tel_no,
      plan: sim.plan,
      ...planFacts(sim.plan),
      status: operatorScStatus(sim.sc_status),
      start_date: toEpochSeconds(sim.start_date),
      validity_period: toEpochSeconds(sim.expiry_date),
    };
    return c.json(info);
  });

  // The figures come from the usage source (a seam: the network's, or the sandbox's simulation).
  app.get(`/${API.cardUsage}`, async (c) => {
    const sim = await queriedSim(c);
    return c.json(toCardUsage(sim, config.now(), orRefuse(await usedMbFrom(deps.seams.usage, sim))));
  });

  // The top page's chart: data used per Japan-time day of the current period (decision 0115).
  app.get(`/${API.cardUsageDays}`, async (c) => {
    const sim = await queriedSim(c);
    const usedMb = orRefuse(await usedMbFrom(deps.seams.usage, sim));
    return c.json(await usageChart(db, sim, usedMb, config.now()));
  });

  // Spec §4: once reserved, the date cannot be changed or cancelled; 409 E0013 whatever date is sent.
  app.post(`/${API.prepaidActivate}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, PrepaidActivateRequest);
    const sim = await ownSim(deps, c, body.id);
    if (!isPhysical(sim.sim_type)) throw invalid([{ field: 'id', message: 'This SIM is an eSIM: request the eSIM instead' }]);
    if (!RESERVABLE.includes(sim.ac_status)) throw new ApiError('E0013');
    if (isoDayUtc(body.activation_date) === undefined) throw invalid([{ field: 'activation_date', message: 'Activationdaterequired' }]);
    const { min, max } = activationWindow(config.now());
    if (body.activation_date < min || body.activation_date > max) {
      throw new ApiError('E0014', { message: `Please choose a date between ${min} and ${max}.` });
    }
    const reserved = await reserveActivationDate(db, sim, body.activation_date);
    // Nothing updated: a request racing this one reserved first.
    if (!reserved) throw new ApiError('E0013');
    const res: PrepaidActivateResponse = { ...toCardState(reserved), activation_date: body.activation_date };
    return c.json(res);
  });

  app.post(`/${API.esimActivate}`, async (c) => {
    noQuery(c);
    const body = await readJson(c, EsimActivateRequest);
    const sim = await ownSim(deps, c, body.id);
    const usertype = USER_TYPE_OF_SIM[sim.sim_type];
    if (isPhysical(sim.sim_type)) throw invalid([{ field: 'id', message: 'This SIM is not an eSIM: reserve an activation date instead' }]);
    if (body.type !== usertype) throw invalid([{ field: 'type', message: `This SIM is of type ${usertype}` }]);
    // The EID names the phone an ESIMS profile is pushed to; other eSIMs install anywhere from a code.
    if (SIM_KINDS[sim.sim_type].eid && body.eid === undefined) throw invalid([{ field: 'eid', message: 'Thisfieldisrequired' }]);
    if (!SIM_KINDS[sim.sim_type].eid && body.eid !== undefined)
      throw invalid([{ field: 'eid', message: `A ${usertype} eSIM takes no EID` }]);
    // A sonet profile is made for this EID and cannot be taken back: a mistyped one is refused first.
    if (body.eid !== undefined) orRefuse(checkEid(body.eid, c.get('lng')));
    const now = config.now();
    const requested = await requestEsimIssuance(db, sim, {
      eid: body.eid ?? null,
      nowMs: now,
      // The sandbox stands for the provider's 10-20 minutes; a real SM-DP+ is asked at once (the next
      // issuance round or read), and takes the time it takes (decision 0047).
      dueMs: config.mode === 'sandbox' ? now + config.issuanceSeconds * 1000 : now,
      language: c.get('lng'),
      origin: portalOrigin(config),
    });
    if (!requested) throw new ApiError('E0015');
    return c.json(toCardState(requested));
  });

  return app;
}
