import type { Language } from '@/contract';
import type { Db } from '@/server/db/client';
import { enqueueMail } from '@/server/mail/outbox';
import { autoTopUpMail, type AutoTopUpNoticeVars } from '@/server/mail/auto-topup-mail';
import { findUserById } from './users';

export interface AutoTopUpNotice extends Omit<AutoTopUpNoticeVars, 'name' | 'link'> {
  userId: number;
  language: Language;
}

/**
 * The one place an automatic top-up tells the customer something went wrong: by mail through the
 * outbox, in the same transaction as the failure it reports. When push alerts exist, this is the call
 * that becomes theirs (push where the customer chose it, mail otherwise).
 */
export async function sendAutoTopUpNotice(db: Db, n: AutoTopUpNotice, origin: string, nowMs: number): Promise<void> {
  const user = await findUserById(db, n.userId);
  if (!user) return;
  const { userId: _user, language, ...vars } = n;
  const mail = autoTopUpMail(language, { ...vars, name: user.full_name, link: `${origin}/auto-top-up?lng=${language}` });
  await enqueueMail(db, { to: user.email, ...mail }, nowMs);
}
