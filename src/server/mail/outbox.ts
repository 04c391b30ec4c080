import type { SandboxMail } from '../../contract';
import type { Db } from '../db/client';

/**
 * "Sending" a mail is a row in the outbox, written in the same transaction as the change it reports,
 * so a mail never goes out for something that was rolled back. A relay worker (not part of the
 * reference API) would deliver rows and set sent_at; the sandbox lets people read them instead.
 */
export async function enqueueMail(db: Db, mail: { to: string; subject: string; text: string }, nowMs: number): Promise<void> {
  await db.query('INSERT INTO outbox (to_email, subject, text, created_at) VALUES ($1, $2, $3, $4)', [mail.to, mail.subject, mail.text, new Date(nowMs)]);
}

export async function mailTo(db: Db, to: string, limit = 50): Promise<SandboxMail[]> {
  const rows = await db.query<{ id: number; to_email: string; subject: string; text: string; created_at: Date }>(
    `SELECT id, to_email, subject, text, created_at FROM outbox
      WHERE lower(to_email) = lower($1)
      ORDER BY created_at DESC, id DESC
      LIMIT $2`,
    [to.trim(), limit],
  );
  return rows.map((r) => ({ id: r.id, to: r.to_email, subject: r.subject, text: r.text, created_at: Math.floor(r.created_at.getTime() / 1000) }));
}
