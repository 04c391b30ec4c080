import { Hono } from 'hono';
import { ActivationLoginRequest, API, CheckCodeRequest, LoginRequest, RegisterRequest } from '../../contract';
import { dummyHash, hashPassword, verifyPassword } from '../auth/password';
import { startSession } from '../auth/session';
import type { AppContext, AppEnv, Deps } from '../context';
import { issueDeviceCookie, trustedDevice } from '../auth/device-cookie';
import { isUniqueViolation } from '../db/client';
import { attachSim, findCurrentSim, findSimByCode, normaliseCode, type SimRow } from '../domain/sims';
import { findUserByEmail, insertUser, isPlausibleBirthDate, type UserRow } from '../domain/users';
import { clientIp } from '../http/client-ip';
import { ApiError } from '../http/errors';
import { RULES, type RateRule } from '../http/rate-limit';
import { invalid, noQuery, readJson } from '../http/validate';
import { settleIssuance } from '../jobs/issuance';

/** Register, log in (with or without a new activation code) and look up a code. */
export function authRoutes(deps: Deps) {
  const { db, config, limiter } = deps;
  const app = new Hono<AppEnv>();

  /**
   * Same work and same answer for "no such email" and "wrong password", so neither the body nor
   * the timing tells an attacker which addresses have accounts.
   */
  async function checkCredentials(email: string, password: string): Promise<UserRow> {
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) throw new ApiError('E0003');
    return user;
  }

  /**
   * The per-account limits of a password check: this address on this account always; then either the
   * device (a device cookie for this account) or, from an unknown device, the account from anywhere.
   */
  const perAccount = async (c: AppContext, ip: string, email: string): Promise<[RateRule, string][]> => {
    const account = email.trim().toLowerCase();
    const device = trustedDevice(c, await deps.tokenSecret(), account);
    return [[RULES.loginPerIpEmail, `${ip}|${account}`], device ? [RULES.loginPerDevice, device] : [RULES.loginPerEmail, account]];
  };
  /** A successful login marks the device as the account owner's (auth/device-cookie.ts). */
  const rememberDevice = async (c: AppContext, email: string) =>
    issueDeviceCookie(c, await deps.tokenSecret(), email, (config.publicUrl ?? '').startsWith('https:'));
  /** Every use of an activation code counts against it, however it is written. */
  const perCode = (code: string): [RateRule, string] => [RULES.activationCodePerCode, normaliseCode(code)];

  /** An unknown code is E0006; one that already belongs to somebody else is E0007. */
  async function unregisteredSim(code: string, forUser?: number): Promise<SimRow> {
    const sim = await findSimByCode(db, code);
    if (!sim) throw new ApiError('E0006');
    if (sim.user_id !== null && sim.user_id !== forUser) throw new ApiError('E0007');
    return sim;
  }

  app.post(`/${API.register}`, async (c) => {
    noQuery(c);
    await limiter.enforce([RULES.registerPerIp, clientIp(c, config.trustProxy)]);
    const body = await readJson(c, RegisterRequest);
    await limiter.enforce([RULES.registerPerEmail, body.email.toLowerCase()], perCode(body.activation_code));
    if (!isPlausibleBirthDate(body.date_of_birth, config.now())) throw invalid([{ field: 'date_of_birth', message: 'Birthdayinvalid' }]);
    const sim = await unregisteredSim(body.activation_code);
    if (await findUserByEmail(db, body.email)) throw new ApiError('E0004');
    // Hashing is the slow part: do it before the transaction, not while holding locks.
    const password_hash = await hashPassword(body.password);
    const secret = await deps.tokenSecret();
    const session = await db.tx(async (tx) => {
      let user: UserRow;
      try {
        user = await insertUser(tx, {
          email: body.email,
          password_hash,
          full_name: body.full_name,
          purpose_of_use: body.purpose_of_use,
          nationality: body.nationality,
          gender: body.gender,
          date_of_birth: body.date_of_birth,
          affiliation: body.affiliation,
          language: c.get('lng'),
          created_at: new Date(config.now()),
        });
      } catch (err) {
        // Two registrations with one address racing: the unique index decides.
        if (isUniqueViolation(err)) throw new ApiError('E0004');
        throw err;
      }
      const attached = await attachSim(tx, sim.id, user.id, config.now());
      if (!attached) throw new ApiError('E0007');
      return startSession(deps, tx, secret, user, attached);
    });
    await rememberDevice(c, body.email);
    return c.json(session, 201);
  });

  app.post(`/${API.login}`, async (c) => {
    noQuery(c);
    const ip = clientIp(c, config.trustProxy);
    await limiter.enforce([RULES.loginPerIp, ip]);
    const body = await readJson(c, LoginRequest);
    await limiter.enforce(...(await perAccount(c, ip, body.email)));
    const user = await checkCredentials(body.email, body.password);
    const current = await findCurrentSim(db, user.id);
    // Every account is created with a SIM; none left means its SIMs were removed by the operator.
    if (!current) throw new ApiError('E0010', { message: 'No SIM is attached to this account.' });
    // The login answer reports the SIM's state, so a due eSIM issuance completes first.
    const sim = await settleIssuance(db, current, config.now());
    const session = await startSession(deps, db, await deps.tokenSecret(), user, sim);
    await rememberDevice(c, user.email);
    return c.json(session);
  });

  app.post(`/${API.activationLogin}`, async (c) => {
    noQuery(c);
    const ip = clientIp(c, config.trustProxy);
    await limiter.enforce([RULES.activationLoginPerIp, ip]);
    const body = await readJson(c, ActivationLoginRequest);
    // It checks a password too, so it shares login's per-account budget.
    await limiter.enforce(...(await perAccount(c, ip, body.email)), perCode(body.activation_code));
    const user = await checkCredentials(body.email, body.password);
    const sim = await unregisteredSim(body.activation_code, user.id);
    const secret = await deps.tokenSecret();
    const session = await db.tx(async (tx) => {
      let current: SimRow | undefined = sim;
      if (sim.user_id === null) {
        current = await attachSim(tx, sim.id, user.id, config.now());
        if (!current) throw new ApiError('E0007');
      } else {
        // The customer's own code again (a second click on the mail link): just switch to it.
        await tx.query('UPDATE users SET current_sim_id = $1 WHERE id = $2', [sim.id, user.id]);
      }
      return startSession(deps, tx, secret, user, current);
    });
    await rememberDevice(c, user.email);
    return c.json(session);
  });

  app.post(`/${API.checkCode}`, async (c) => {
    noQuery(c);
    await limiter.enforce([RULES.checkCodePerIp, clientIp(c, config.trustProxy)]);
    const body = await readJson(c, CheckCodeRequest);
    await limiter.enforce(perCode(body.activation_code));
    const sim = await findSimByCode(db, body.activation_code);
    if (!sim) throw new ApiError('E0006');
    return c.json({ sim_type: sim.sim_type, registered: sim.user_id !== null });
  });

  return app;
}
