import type { PushPayload } from '@/contract';
import type { VapidKeys } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/ops/log';
import { retryDelayMs } from '@/server/mail/relay';
import { sendPush, type PushTarget } from './sender';

/** After this many rounds with a failure, a push is given up (failed_at set): an old alert is worse than none. */
export const MAX_PUSH_ATTEMPTS = 5;
const CLAIM_SECONDS = 60;

interface Pending extends PushTarget {
  id: number;
  subscription_id: number;
  payload: PushPayload;
  attempts: number;
}

/**
 * One round of the push relay (docs/decisions/0106), as the mail relay does it: claims due pushes
 * with FOR UPDATE SKIP LOCKED so relays on several instances never take the same one, sends each to
 * its device and marks it sent. A device whose push service answers 404 or 410 has unsubscribed (or
 * the browser dropped it): its subscription is deleted, and with it what still waited for it. Any
 * other failure is retried with backoff, then given up.
 */
export async function relayPushes(db: Db, keys: VapidKeys | undefined, log: Pick<Logger, 'warn'>, batch = 20): Promise<number> {
  if (!keys) return 0;
  const claimed = await db.query<Pending>(
    `WITH claimed AS (
       UPDATE push_outbox SET claimed_until = clock_timestamp() + interval '${CLAIM_SECONDS} seconds', attempts = attempts + 1
        WHERE id IN (SELECT id FROM push_outbox
                      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= clock_timestamp()
                        AND (claimed_until IS NULL OR claimed_until < clock_timestamp())
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, subscription_id, payload, attempts)
     SELECT c.*, s.endpoint, s.p256dh, s.auth FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id ORDER BY c.id`,
    [batch],
  );
  let sent = 0;
  for (const p of claimed) {
    const result = await sendPush(keys, p, p.payload);
    if (result.status === 'gone') {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [p.subscription_id]);
      continue;
    }
    if (result.status === 'sent') {
      await db.query('UPDATE push_outbox SET sent_at = clock_timestamp(), claimed_until = NULL, last_error = NULL WHERE id = $1', [p.id]);
      sent++;
      continue;
    }
    const dead = p.attempts >= MAX_PUSH_ATTEMPTS;
    log.warn({ push_id: p.id, attempts: p.attempts, dead, err: result.error }, dead ? 'push given up' : 'push failed, will retry');
    await db.query(
      `UPDATE push_outbox SET claimed_until = NULL, last_error = $2,
              next_attempt_at = clock_timestamp() + $3 * interval '1 millisecond',
              failed_at = CASE WHEN $4 THEN clock_timestamp() END
        WHERE id = $1`,
      [p.id, result.error, retryDelayMs(p.attempts), dead],
    );
  }
  return sent;
}
