import type { Language } from '@/contract';
import type { Db } from '@/server/db/client';
import { recordAlert } from './alerts';
import { autoTopUpMail, type AutoTopUpNoticeVars } from '@/server/mail/auto-topup-mail';
import { findUserById } from './users';

export interface AutoTopUpNotice extends Omit<AutoTopUpNoticeVars, 'name' | 'link' | 'rechargeLink'> {
  simId: number;
  /** The occurrence (the run): a notice is sent once per key, whoever writes it. */
  key: string;
  userId: number;
  language: Language;
}

/**
 * The one place an automatic top-up tells the customer something went wrong, in the same transaction
 * as the failure it reports: an alert (domain/alerts.ts) pushed to every device that takes pushes, with
 * this notice's own mail, once per key (the run) whoever writes it.
 */
export async function sendAutoTopUpNotice(db: Db, n: AutoTopUpNotice, origin: string, nowMs: number): Promise<void> {
  const user = await findUserById(db, n.userId);
  if (!user) return;
  const { userId: _user, simId, key, language, ...vars } = n;
  // Each link opens its screen for this SIM (?sim=), whichever SIM the customer was looking at last.
  const mail = autoTopUpMail(language, {
    ...vars,
    name: user.full_name,
    link: `${origin}/auto-top-up?sim=${simId}&lng=${language}`,
    rechargeLink: `${origin}/data-recharge?sim=${simId}&lng=${language}`,
  });
  await recordAlert(db, { simId, kind: n.turnedOff ? 'auto_topup_off' : 'auto_topup_failed', key }, { nowMs, origin, language, mail });
}
