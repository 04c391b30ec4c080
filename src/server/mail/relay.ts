import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/ops/log';
import type { MailTransport } from './transport';
import { openBody } from './outbox';
import { rethrowDatabaseError } from '@/server/db/database-error';

/** After this many failed attempts a mail is a dead letter (failed_at set), kept for an operator. */
export const MAX_MAIL_ATTEMPTS = 8;
/** Claimed rows are another instance's for this long; a relay that dies mid-send frees them by timing out. */
const CLAIM_SECONDS = 60;

/** 5 s, 10 s, 20 s … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(3600_000, 5000 * 2 ** Math.max(0, attempts - 1));

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The HTML part of a mail written as text: paragraphs and line breaks kept, everything escaped, links clickable. */
export function textToHtml(text: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
  const paragraphs = text.split(/\n{2,}/).map((p) =>
    esc(p)
      .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
      .replace(/\n/g, '<br>'),
  );
  return `<!doctype html><html><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

interface Pending {
  id: number;
  to_email: string;
  subject: string;
  text: string;
  sealed: boolean;
  html: string | null;
  attempts: number;
}

/**
 * One round of the outbox relay (docs/decisions/0041): claims up to `batch` due mails with
 * FOR UPDATE SKIP LOCKED, so relays on several instances never take the same row, sends each through
 * the mail seam and marks it sent; a failure is retried with backoff, then dead-lettered. A relay
 * killed between sending and marking re-sends after the claim times out: at least once, never lost.
 */
export async function relayOutbox(db: Db, transport: MailTransport, log: Logger, batch = 20): Promise<number> {
  const claimed = await db.query<Pending>(
    `UPDATE outbox SET claimed_until = clock_timestamp() + interval '${CLAIM_SECONDS} seconds', attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox
                    WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= clock_timestamp()
                      AND (claimed_until IS NULL OR claimed_until < clock_timestamp())
                    ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, to_email, subject, text, sealed, html, attempts`,
    [batch],
  );
  let sent = 0;
  for (const m of claimed) {
    try {
      // Opened only here, just before SMTP (docs/decisions/0045): the clear text never goes back to the database.
      const text = await openBody(db, m);
      await transport.send({ to: m.to_email, subject: m.subject, text, html: m.html ?? textToHtml(text) });
      await db.query('UPDATE outbox SET sent_at = clock_timestamp(), claimed_until = NULL, last_error = NULL WHERE id = $1', [m.id]);
      sent++;
    } catch (err) {
      // Our database failing is not a failed delivery: the claim runs out and the mail is taken up again.
      rethrowDatabaseError(err);
      const message = String(err instanceof Error ? err.message : err).slice(0, 500);
      const dead = m.attempts >= MAX_MAIL_ATTEMPTS;
      log.warn({ mail_id: m.id, attempts: m.attempts, dead, err: message }, dead ? 'mail dead-lettered' : 'mail send failed, will retry');
      await db.query(
        `UPDATE outbox SET claimed_until = NULL, last_error = $2,
                next_attempt_at = clock_timestamp() + $3 * interval '1 millisecond',
                failed_at = CASE WHEN $4 THEN clock_timestamp() END
          WHERE id = $1`,
        [m.id, message, retryDelayMs(m.attempts), dead],
      );
    }
  }
  return sent;
}
