import type { LoginResponse } from '../contract';
import { USER_TYPE_OF_SIM } from '../contract/codes';
import { sessionFromLogin, updateSession } from '../lib/session';
import { targetAfterCardCheck } from '../features/onboarding/model';

/**
 * After login, registration or activation login: keep the session, then go where the card-status
 * table (spec §4) sends this SIM. Composes auth and onboarding, which may not import each other.
 */
export async function afterSignIn(res: LoginResponse, navigate: (opts: { to: string; replace: boolean }) => unknown) {
  const target = targetAfterCardCheck({ usertype: USER_TYPE_OF_SIM[res.sim_type], acStatus: res.ac_status, scStatus: res.sc_status });
  await updateSession({
    ...sessionFromLogin(res),
    ...(target.stepValidationStatus === undefined ? {} : { stepValidationStatus: target.stepValidationStatus }),
  });
  navigate({ to: target.to, replace: true });
}
