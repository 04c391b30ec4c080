import type { Language } from '@/contract';
import type { Db } from '@/server/db/client';
import { enqueueMail } from '@/server/mail/outbox';
import { autoTopUpMail, type AutoTopUpNoticeVars } from '@/server/mail/auto-topup-mail';
import { findUserById } from './users';

export interface AutoTopUpNotice extends Omit<AutoTopUpNoticeVars, 'name' | 'link'> {
  simId: number;
  /** The occurrence (the run): a notice is sent once per key, whoever writes it. */
  key: string;
  userId: number;
  language: Language;
}

/**
 * The one place an automatic top-up tells the customer something went wrong: by mail through the
 * outbox, in the same transaction as the failure it reports (which runs once per run, so once per
 * key). When push alerts are merged, this body becomes their `recordAlert(db, { simId, kind, key,
 * params }, { nowMs, origin })`: push and mail by the customer's choice.
 */
export async function sendAutoTopUpNotice(db: Db, n: AutoTopUpNotice, origin: string, nowMs: number): Promise<void> {
  const user = await findUserById(db, n.userId);
  if (!user) return;
  const { userId: _user, simId: _sim, key: _key, language, ...vars } = n;
  const mail = autoTopUpMail(language, { ...vars, name: user.full_name, link: `${origin}/auto-top-up?lng=${language}` });
  await enqueueMail(db, { to: user.email, ...mail }, nowMs);
}
