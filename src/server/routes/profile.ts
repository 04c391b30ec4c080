import { Hono } from 'hono';
import { API, ChangePasswordRequest, UpdateProfileRequest } from '@/contract';
import { issueDeviceCookie, type DeviceAccount } from '@/server/auth/device-cookie';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { revokeOtherFamilies } from '@/server/auth/refresh-tokens';
import { requireUser } from '@/server/auth/require-user';
import type { AppEnv, Deps } from '@/server/context';
import { endPasswordResets } from '@/server/domain/password-resets';
import { findProfile, findUserById, isPlausibleBirthDate, replacePassword, updateProfile } from '@/server/domain/users';
import { clientIp } from '@/server/http/client-ip';
import { ApiError } from '@/server/http/errors';
import { RULES } from '@/server/http/rate-limit';
import { invalid, noQuery, readJson } from '@/server/http/validate';

const WRONG_CURRENT = 'The current password is incorrect.';
const CHANGED = 'Your password has been changed. Other devices have been signed out.';

/**
 * The customer's own account: profile (the registration fields) and password. The user id comes
 * from the access token only, so nobody can name another account here.
 */
export function profileRoutes(deps: Deps) {
  const { db, config, limiter } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  // A valid token whose account was deleted: the session is over, as with a bad token.
  const gone = () => new ApiError('E0012');

  app.get(`/${API.profile}`, auth, async (c) => {
    noQuery(c);
    const profile = await findProfile(db, c.get('userId'));
    if (!profile) throw gone();
    return c.json(profile);
  });

  // Validated as registration validates these fields, birthday plausibility included.
  app.put(`/${API.profile}`, auth, async (c) => {
    noQuery(c);
    const body = await readJson(c, UpdateProfileRequest);
    if (!isPlausibleBirthDate(body.date_of_birth, config.now())) throw invalid([{ field: 'date_of_birth', message: 'Birthdayinvalid' }]);
    const profile = await updateProfile(db, c.get('userId'), body);
    if (!profile) throw gone();
    return c.json(profile);
  });

  /**
   * 401 E0003 for a wrong current password: the portal passes E0003 to the form instead of signing
   * out. Every other session ends (its refresh tokens are revoked); this one, named by the access
   * token's family, stays.
   */
  app.post(`/${API.changePassword}`, auth, async (c) => {
    noQuery(c);
    const userId = c.get('userId');
    await limiter.enforce([RULES.changePasswordPerIp, clientIp(c, config.trustProxy)], [RULES.changePasswordPerUser, String(userId)]);
    const body = await readJson(c, ChangePasswordRequest);
    const user = await findUserById(db, userId);
    if (!user) throw gone();
    if (!(await verifyPassword(body.current_password, user.password_hash))) throw new ApiError('E0003', { message: WRONG_CURRENT });
    // Hashing is the slow part: before the transaction, not while holding the row.
    const passwordHash = await hashPassword(body.new_password);
    const now = config.now();
    const changed = await db.tx(async (tx) => {
      // Only if the password is still the one just checked: of two changes racing, one wins.
      // Every device cookie of the account is retired, as with a reset (decision 0067); this device,
      // which just proved the current password, is marked again below.
      const row: DeviceAccount | undefined = await replacePassword(tx, userId, passwordHash, user.password_hash);
      if (!row) return undefined;
      await revokeOtherFamilies(tx, userId, c.get('sessionFamily'), now);
      // A reset link sent before the change would undo it.
      await endPasswordResets(tx, userId, now);
      return row;
    });
    if (!changed) throw new ApiError('E0003', { message: WRONG_CURRENT });
    issueDeviceCookie(c, await deps.tokenSecret(), changed, deps.deviceCookieSite);
    return c.json({ message: CHANGED });
  });

  return app;
}
