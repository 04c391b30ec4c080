import type { SandboxMail } from '@/contract';
import type { Db } from '@/server/db/client';
import { seal, unseal } from './seal';

/**
 * "Sending" a mail is a row in the outbox, written in the same transaction as the change it reports,
 * so a mail never goes out for something that was rolled back; the relay (relay.ts) delivers it. The
 * body is sealed (seal.ts, docs/decisions/0045): it holds reset and registration links. The subject
 * stays readable for support ("did you send me the receipt of order …?"): no template puts a secret in it.
 */
export async function enqueueMail(db: Db, mail: { to: string; subject: string; text: string }, nowMs: number): Promise<void> {
  await db.query('INSERT INTO outbox (to_email, subject, text, sealed, created_at) VALUES ($1, $2, $3, true, $4)', [
    mail.to,
    mail.subject,
    await seal(db, mail.to, mail.text),
    new Date(nowMs),
  ]);
}

/** The body as written: rows from before sealing (migration 007's default) are clear already. */
export async function openBody(db: Db, row: { to_email: string; text: string; sealed: boolean }): Promise<string> {
  return row.sealed ? unseal(db, row.to_email, row.text) : row.text;
}

export async function mailTo(db: Db, to: string, limit = 50): Promise<SandboxMail[]> {
  const rows = await db.query<{ id: number; to_email: string; subject: string; text: string; sealed: boolean; created_at: Date }>(
    `SELECT id, to_email, subject, text, sealed, created_at FROM outbox
      WHERE lower(to_email) = lower($1)
      ORDER BY created_at DESC, id DESC
      LIMIT $2`,
    [to.trim(), limit],
  );
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      to: r.to_email,
      subject: r.subject,
      text: await openBody(db, r),
      created_at: Math.floor(r.created_at.getTime() / 1000),
    })),
  );
}
