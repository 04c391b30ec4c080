import type { LoginResponse } from '@/contract';
import { sessionFromLogin, updateSession } from '@/lib/session';
import { targetAfterCardCheck } from '@/domain/onboarding';
import { getLines } from '@/features/lines/api/lines';
import { ONBOARDING_STATUSES, otherLinesInUse } from '@/domain/menu';
import { takeReturnPath } from '@/lib/return-after-login';

/**
 * After login, registration or activation login: keep the session, then go where the card-status
 * table (spec §4) sends this SIM. Composes auth and onboarding, which may not import each other.
 */
export async function afterSignIn(
  res: LoginResponse,
  navigate: (opts: { to: string; replace: boolean } | { href: string; replace: boolean }) => unknown,
) {
  const session = sessionFromLogin(res);
  const target = targetAfterCardCheck({ usertype: session.usertype, acStatus: res.ac_status, scStatus: res.sc_status });
  await updateSession({
    ...session,
    ...(target.stepValidationStatus === undefined ? {} : { stepValidationStatus: target.stepValidationStatus }),
    otherLines: [],
  });
  // A SIM still being set up (a second SIM added by activation login, say): are others in use? The
  // menu keeps their screens. After the session is stored, as the request needs its token; a failure
  // leaves the set-up menu of spec §2.
  if (ONBOARDING_STATUSES.includes(res.ac_status)) {
    const lines = await getLines().catch(() => undefined);
    if (lines) await updateSession({ otherLines: otherLinesInUse(lines.lines, res.sc_id) });
  }
  // A SIM in use goes where the customer was headed before signing in, if that was a screen for it.
  const headedFor = takeReturnPath(Date.now());
  // The return path may carry the SIM a mail was about (`?sim=`): an href keeps its search.
  if (target.to === '/topPage' && headedFor) navigate({ href: headedFor, replace: true });
  else navigate({ to: target.to, replace: true });
}
