import { Hono } from 'hono';
import { API, ForgotPasswordRequest, ResetPasswordRequest } from '@/contract';
import { hashPassword } from '@/server/auth/password';
import { newOpaqueToken, revokeAllForUser, sha256 } from '@/server/auth/refresh-tokens';
import type { AppEnv, Deps } from '@/server/context';
import { claimPasswordReset, endPasswordResets, isLivePasswordReset, savePasswordReset } from '@/server/domain/password-resets';
import { findUserByEmail, setPassword } from '@/server/domain/users';
import { clientIp } from '@/server/http/client-ip';
import { ApiError } from '@/server/http/errors';
import { portalOrigin } from '@/server/http/portal-origin';
import { RULES } from '@/server/http/rate-limit';
import { noQuery, readJson } from '@/server/http/validate';
import { enqueueMail } from '@/server/mail/outbox';
import { resetPasswordMail } from '@/server/mail/reset-password-mail';

const SENT = 'If an account exists for this address, we have sent it a link to reset the password. It may take a few minutes to arrive.';
const DONE = 'Your password has been reset. Please log in with your new password.';

/** Forgotten password: a single-use, short-lived link by mail, then a new password. */
export function passwordRoutes(deps: Deps) {
  const { db, config, limiter } = deps;
  const app = new Hono<AppEnv>();

  app.post(`/${API.forgotPassword}`, async (c) => {
    noQuery(c);
    const ip = clientIp(c, config.trustProxy);
    await limiter.enforce([RULES.forgotPerIp, ip]);
    const body = await readJson(c, ForgotPasswordRequest);
    const lng = c.get('lng');
    const now = config.now();
    // Everything that depends on whether the account exists happens after the answer, so neither the
    // answer nor its timing tells. A flood of requests for one address gets the same answer but at
    // most RULES.forgotMailsPerEmail mails; the links already sent stay valid, so strangers cannot
    // keep the owner from resetting.
    deps.later(async () => {
      if ((await limiter.hit(RULES.forgotMailsPerEmail, body.email.trim().toLowerCase())) > 0) return;
      const user = await findUserByEmail(db, body.email);
      if (!user) return;
      const token = newOpaqueToken();
      // lng makes the reset page open in the language the customer asked in.
      const link = `${portalOrigin(config)}/resetPassword?token=${token}&lng=${lng}`;
      const mail = resetPasswordMail(lng, { name: user.full_name, link, ttlSeconds: config.resetTokenTtlSeconds });
      await db.tx(async (tx) => {
        await savePasswordReset(tx, {
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(now + config.resetTokenTtlSeconds * 1000),
          createdAt: new Date(now),
        });
        await enqueueMail(tx, { to: user.email, ...mail }, now);
      });
    });
    return c.json({ message: SENT });
  });

  app.post(`/${API.resetPassword}`, async (c) => {
    noQuery(c);
    // Tokens cannot be guessed; the limit keeps a client from making us hash passwords in bulk.
    await limiter.enforce([RULES.resetPerIp, clientIp(c, config.trustProxy)]);
    const body = await readJson(c, ResetPasswordRequest);
    const now = config.now();
    const hash = sha256(body.token);
    // Cheap look first, so invalid tokens cost no scrypt; the UPDATE below is the real single-use guard.
    if (!(await isLivePasswordReset(db, hash, now))) throw new ApiError('E0008');
    const passwordHash = await hashPassword(body.password);
    let email = '';
    const ok = await db.tx(async (tx) => {
      const claimed = await claimPasswordReset(tx, hash, now);
      if (!claimed) return false;
      const userId = claimed.user_id;
      email = claimed.email;
      // A new device epoch: every device cookie of the account, a stolen copy included, is retired
      // (decision 0067); the owner's devices are marked again at their next login.
      await setPassword(tx, userId, passwordHash);
      // Other links sent before this one die too, and every session ends: whoever knew the old
      // password (or held a stolen token) is out.
      await endPasswordResets(tx, userId, now);
      await revokeAllForUser(tx, userId, now);
      return true;
    });
    if (!ok) throw new ApiError('E0008');
    // Whoever proved they own the mailbox is the owner: strangers' failures no longer hold them back.
    await limiter.clear(RULES.loginPerEmail, email.trim().toLowerCase());
    return c.json({ message: DONE });
  });

  return app;
}
