import { Hono } from 'hono';
import {
  ActivationLoginRequest,
  API,
  CheckCodeRequest,
  LoginRequest,
  RegisterConfirmRequest,
  RegisterRequest,
  type RegisterResponse,
} from '@/contract';
import { dummyHash, hashPassword, verifyPassword } from '@/server/auth/password';
import { startSession } from '@/server/auth/session';
import type { AppContext, AppEnv, Deps } from '@/server/context';
import { issueDeviceCookie, trustedDevice, type DeviceAccount } from '@/server/auth/device-cookie';
import { isUniqueViolation } from '@/server/db/client';
import { attachSim, findCurrentSim, findSimByCode, normaliseCode, type SimRow } from '@/server/domain/sims';
import {
  claimPendingRegistration,
  closeRegistrationsOf,
  findPendingRegistration,
  savePendingRegistration,
} from '@/server/domain/registrations';
import { findUserByEmail, insertUser, isPlausibleBirthDate, setCurrentSim, type UserRow } from '@/server/domain/users';
import { clientIp } from '@/server/http/client-ip';
import { ApiError } from '@/server/http/errors';
import { RULES, type RateRule } from '@/server/http/rate-limit';
import { invalid, noQuery, readJson } from '@/server/http/validate';
import { settleIssuance } from '@/server/jobs/issuance';
import { newOpaqueToken, sha256 } from '@/server/auth/refresh-tokens';
import { portalOrigin } from '@/server/http/portal-origin';
import { enqueueMail } from '@/server/mail/outbox';
import { registrationConfirmMail, registrationTakenMail } from '@/server/mail/registration-mail';

/** Register, log in (with or without a new activation code) and look up a code. */
export function authRoutes(deps: Deps) {
  const { db, config, limiter } = deps;
  const app = new Hono<AppEnv>();

  /**
   * Same work and same answer for "no such email" and "wrong password", so neither the body nor
   * the timing tells an attacker which addresses have accounts.
   */
  async function checkCredentials(user: UserRow | undefined, password: string): Promise<UserRow> {
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) throw new ApiError('E0003');
    return user;
  }

  /**
   * The per-account limits of a password check: this address on this account always; then either the
   * device (a device cookie for this account, signed at its current epoch) or, from an unknown device,
   * the account from anywhere.
   */
  const perAccount = async (c: AppContext, ip: string, email: string, user: UserRow | undefined): Promise<[RateRule, string][]> => {
    const account = email.trim().toLowerCase();
    const device = trustedDevice(c, await deps.tokenSecret(), user);
    return [[RULES.loginPerIpEmail, `${ip}|${account}`], device ? [RULES.loginPerDevice, device] : [RULES.loginPerEmail, account]];
  };
  /** A successful login marks the device as the account owner's (auth/device-cookie.ts). */
  const rememberDevice = async (c: AppContext, user: DeviceAccount) =>
    issueDeviceCookie(c, await deps.tokenSecret(), user, deps.deviceCookieSite);
  /** Every use of an activation code counts against it, however it is written. */
  const perCode = (code: string): [RateRule, string] => [RULES.activationCodePerCode, normaliseCode(code)];

  /** An unknown code is E0006; one that already belongs to somebody else is E0007. */
  async function unregisteredSim(code: string, forUser?: number): Promise<SimRow> {
    const sim = await findSimByCode(db, code);
    if (!sim) throw new ApiError('E0006');
    if (sim.user_id !== null && sim.user_id !== forUser) throw new ApiError('E0007');
    return sim;
  }

  /**
   * Two-step registration (docs/decisions/0044). The answer only depends on
   * what the caller sent (fields, the activation code they hold), never on whether the address has an
   * account: the password is hashed either way before answering, and the lookup, the pending row and
   * the mail happen after the answer (Deps.later), as forgot_password does. A new address gets a link
   * that creates the account; a taken one gets a notice to its owner and nothing else changes.
   */
  app.post(`/${API.register}`, async (c) => {
    noQuery(c);
    await limiter.enforce([RULES.registerPerIp, clientIp(c, config.trustProxy)]);
    const body = await readJson(c, RegisterRequest);
    await limiter.enforce([RULES.registerPerEmail, body.email.toLowerCase()], perCode(body.activation_code));
    if (!isPlausibleBirthDate(body.date_of_birth, config.now())) throw invalid([{ field: 'date_of_birth', message: 'Birthdayinvalid' }]);
    // Code errors are about the code the caller holds, not about an account: they may be answered.
    const sim = await unregisteredSim(body.activation_code);
    const password_hash = await hashPassword(body.password);
    const lng = c.get('lng');
    const now = config.now();
    deps.later(async () => {
      // A flood for one address mails it a few times at most; the answer stays the same.
      if ((await limiter.hit(RULES.registerMailsPerEmail, body.email.trim().toLowerCase())) > 0) return;
      const owner = await findUserByEmail(db, body.email);
      const origin = portalOrigin(config);
      if (owner) {
        const q = `?lng=${owner.language}`;
        const mail = registrationTakenMail(owner.language, { loginUrl: `${origin}/login${q}`, forgotUrl: `${origin}/forgotPassword${q}` });
        await enqueueMail(db, { to: owner.email, ...mail }, now);
        return;
      }
      const token = newOpaqueToken();
      const link = `${origin}/confirmRegistration?token=${token}&lng=${lng}`;
      // No name in it: the address is not proven, and a name is whatever a stranger typed (a link, say).
      const mail = registrationConfirmMail(lng, {
        codeEnding: sim.activation_code.slice(-4),
        link,
        ttlSeconds: config.registrationTtlSeconds,
      });
      await db.tx(async (tx) => {
        await savePendingRegistration(tx, {
          tokenHash: sha256(token),
          email: body.email.trim(),
          password_hash,
          full_name: body.full_name,
          purpose_of_use: body.purpose_of_use,
          nationality: body.nationality,
          gender: body.gender,
          date_of_birth: body.date_of_birth,
          affiliation: body.affiliation,
          language: lng,
          sim_id: sim.id,
          expiresAt: new Date(now + config.registrationTtlSeconds * 1000),
          createdAt: new Date(now),
        });
        await enqueueMail(tx, { to: body.email.trim(), ...mail }, now);
      });
    });
    const answer: RegisterResponse = { status: 'mail_sent', expires_in: config.registrationTtlSeconds };
    return c.json(answer, 202);
  });

  /**
   * The customer opened the mailed link, typed the password they registered with and pressed
   * "Complete registration" (a POST, never on page load: mail scanners open links too). Creates the
   * account, takes the SIM and signs in. The password proves the confirming person made this
   * registration: a stranger who registered the same address, before or after its owner, gets a mail
   * to the owner that the owner's password does not confirm (decision 0065).
   */
  app.post(`/${API.registerConfirm}`, async (c) => {
    noQuery(c);
    await limiter.enforce([RULES.registerConfirmPerIp, clientIp(c, config.trustProxy)]);
    const body = await readJson(c, RegisterConfirmRequest);
    const tokenHash = sha256(body.token);
    // One link tried over and over (a forgotten password, a mailbox guessing a stranger's) slows down.
    await limiter.enforce([RULES.registerConfirmPerToken, tokenHash]);
    const now = config.now();
    // A cheap look first, so an unknown link costs no password hash; the claim below is the single-use guard.
    const found = await findPendingRegistration(db, tokenHash);
    if (!found) throw new ApiError('E0050');
    if (found.expires_at.getTime() <= now) throw new ApiError('E0051');
    if (!(await verifyPassword(body.password, found.password_hash))) throw new ApiError('E0075');
    const secret = await deps.tokenSecret();
    const { session, user } = await db.tx(async (tx) => {
      // Claimed in the transaction: two clicks at once create one account; a failure below un-claims it.
      const pending = await claimPendingRegistration(tx, tokenHash, now);
      if (!pending) throw new ApiError('E0050');
      let user: UserRow;
      try {
        user = await insertUser(tx, { ...pending, created_at: new Date(now) });
      } catch (err) {
        // The address got an account meanwhile (two pending registrations, the other confirmed first).
        // The caller proved they read its mail, so saying so tells them nothing new.
        if (isUniqueViolation(err)) throw new ApiError('E0004');
        throw err;
      }
      const attached = await attachSim(tx, pending.sim_id, user.id, now);
      if (!attached) throw new ApiError('E0007');
      // Other links of this address are now useless: the address has its account.
      await closeRegistrationsOf(tx, pending.email, now);
      return { session: await startSession(deps, tx, secret, user, attached), user };
    });
    await rememberDevice(c, user);
    return c.json(session, 201);
  });

  app.post(`/${API.login}`, async (c) => {
    noQuery(c);
    const ip = clientIp(c, config.trustProxy);
    await limiter.enforce([RULES.loginPerIp, ip]);
    const body = await readJson(c, LoginRequest);
    const found = await findUserByEmail(db, body.email);
    await limiter.enforce(...(await perAccount(c, ip, body.email, found)));
    const user = await checkCredentials(found, body.password);
    const current = await findCurrentSim(db, user.id);
    // Every account is created with a SIM; none left means its SIMs were removed by the operator.
    if (!current) throw new ApiError('E0010', { message: 'No SIM is attached to this account.' });
    // The login answer reports the SIM's state, so a due eSIM issuance completes first.
    const sim = await settleIssuance(db, current, config.now());
    const session = await startSession(deps, db, await deps.tokenSecret(), user, sim);
    await rememberDevice(c, user);
    return c.json(session);
  });

  app.post(`/${API.activationLogin}`, async (c) => {
    noQuery(c);
    const ip = clientIp(c, config.trustProxy);
    await limiter.enforce([RULES.activationLoginPerIp, ip]);
    const body = await readJson(c, ActivationLoginRequest);
    // It checks a password too, so it shares login's per-account budget.
    const found = await findUserByEmail(db, body.email);
    await limiter.enforce(...(await perAccount(c, ip, body.email, found)), perCode(body.activation_code));
    const user = await checkCredentials(found, body.password);
    const sim = await unregisteredSim(body.activation_code, user.id);
    const secret = await deps.tokenSecret();
    const session = await db.tx(async (tx) => {
      let current: SimRow | undefined = sim;
      if (sim.user_id === null) {
        current = await attachSim(tx, sim.id, user.id, config.now());
        if (!current) throw new ApiError('E0007');
      } else {
        // The customer's own code again (a second click on the mail link): just switch to it.
        await setCurrentSim(tx, user.id, sim.id);
      }
      return startSession(deps, tx, secret, user, current);
    });
    await rememberDevice(c, user);
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
