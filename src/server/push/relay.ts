import { setMaxListeners } from 'node:events';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { PushPayload } from '@/contract';
import type { VapidKeys } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/ops/log';
import { retryDelayMs } from '@/server/mail/relay';
import { endpointHost, type EndpointPolicy } from './endpoint-policy';
import { sendPush, type PushResult, type PushTarget, type Resolver } from './sender';

/** After this many rounds with a failure, a push is given up (failed_at set): an old alert is worse than none. */
export const MAX_PUSH_ATTEMPTS = 5;
/** Longer than a push can take (PUSH_LIMITS.timeoutMs), so no other instance takes one still on its way. */
const CLAIM_SECONDS = 60;

/**
 * How the relay spends its connections (docs/decisions/0136): pushes go out at once, up to
 * `concurrency` per instance and `perHost` per push service, each given up after `timeoutMs`. A
 * push service that never answers holds at most `perHost` of the slots for `timeoutMs`; every other
 * host's pushes are claimed at the next round and leave at once.
 */
export const PUSH_LIMITS = { concurrency: 64, perHost: 8, timeoutMs: 5000 } as const;

export interface PushRelayOptions {
  policy: EndpointPolicy;
  concurrency?: number;
  perHost?: number;
  timeoutMs?: number;
  /** Host names to addresses: DNS by default; a table in tests. */
  resolve?: Resolver;
}

export interface PushRelay {
  /**
   * One round, run by the `push-relay` sweep every second: claims as many due pushes as there are
   * free slots (per host and in all) and starts them. Does not wait for them: a slow push service
   * never holds the sweep, so the next round's pushes to other hosts are not behind it.
   */
  round(): Promise<number>;
  /** Resolves when every push started so far has ended and been recorded. */
  idle(): Promise<void>;
  /** Pushes delivered since the relay was made. */
  sent(): number;
  /**
   * Shutdown: no more rounds; pushes in flight are aborted at once (never waited for) and put back,
   * so another instance sends them. The push service may have had one already: its topic replaces
   * an undelivered copy, and the notification's tag a shown one.
   */
  stop(): Promise<void>;
}

interface Claimed extends PushTarget {
  id: number;
  subscription_id: number;
  payload: PushPayload;
  attempts: number;
}

/**
 * The push relay (docs/decisions/0106, 0136), as the mail relay does it: due pushes are claimed with
 * FOR UPDATE SKIP LOCKED so relays on several instances never take the same one, each is sent to its
 * device and marked sent. A device whose push service answers 404 or 410 has unsubscribed (or the
 * browser dropped it): its subscription is deleted, and with it what still waited for it; so is one
 * whose endpoint is no push service we post to (PUSH_SERVICE_HOSTS). A push whose host name resolves
 * to a private address is given up at once; any other failure is retried with backoff, then given up.
 */
export function createPushRelay(db: Db, keys: VapidKeys | undefined, log: Pick<Logger, 'warn'>, options: PushRelayOptions): PushRelay {
  const concurrency = options.concurrency ?? PUSH_LIMITS.concurrency;
  const perHost = options.perHost ?? PUSH_LIMITS.perHost;
  const timeoutMs = options.timeoutMs ?? PUSH_LIMITS.timeoutMs;
  const abort = new AbortController();
  // Every push in flight listens to it: up to `concurrency` at once.
  setMaxListeners(concurrency + 10, abort.signal);
  // Keep-alive: a busy push service (FCM) gets its connections reused; the lookup checks each new one.
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  const inFlight = new Map<number, { host: string; done: Promise<void> }>();
  let delivered = 0;
  let stopped = false;

  const busyHosts = () => {
    const used = new Map<string, number>();
    for (const p of inFlight.values()) used.set(p.host, (used.get(p.host) ?? 0) + 1);
    return [...used].map(([host, n]) => ({ host, used: n }));
  };

  async function claim(free: number): Promise<Claimed[]> {
    // Per host, the oldest due pushes that fit its free slots; then the oldest of those overall.
    return db.query<Claimed>(
      `WITH due AS (
         SELECT o.id, split_part(s.endpoint, '/', 3) AS host,
                row_number() OVER (PARTITION BY split_part(s.endpoint, '/', 3) ORDER BY o.id) AS n
           FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
          WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.next_attempt_at <= clock_timestamp()
            AND (o.claimed_until IS NULL OR o.claimed_until < clock_timestamp())),
       picked AS (
         SELECT due.id FROM due LEFT JOIN jsonb_to_recordset($2::jsonb) AS busy(host text, used int) ON busy.host = due.host
          WHERE due.n <= $3 - coalesce(busy.used, 0)
          ORDER BY due.id LIMIT $1),
       claimed AS (
         UPDATE push_outbox SET claimed_until = clock_timestamp() + interval '${CLAIM_SECONDS} seconds', attempts = attempts + 1
          WHERE id IN (SELECT id FROM push_outbox
                        WHERE id IN (SELECT id FROM picked) AND sent_at IS NULL AND failed_at IS NULL
                          AND (claimed_until IS NULL OR claimed_until < clock_timestamp())
                        FOR UPDATE SKIP LOCKED)
          RETURNING id, subscription_id, payload, attempts)
       SELECT c.*, s.endpoint, s.p256dh, s.auth FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id ORDER BY c.id`,
      [free, JSON.stringify(busyHosts()), perHost],
    );
  }

  async function record(p: Claimed, result: PushResult): Promise<void> {
    if (result.status === 'gone') {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [p.subscription_id]);
      return;
    }
    if (result.status === 'unlisted') {
      // Stored before the allow-list, or its host was taken off PUSH_SERVICE_HOSTS: never sent to again.
      log.warn(
        { push_id: p.id, host: endpointHost(p.endpoint), err: result.error },
        'push subscription removed: not a push service we send to',
      );
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [p.subscription_id]);
      return;
    }
    if (result.status === 'sent') {
      await db.query('UPDATE push_outbox SET sent_at = clock_timestamp(), claimed_until = NULL, last_error = NULL WHERE id = $1', [p.id]);
      delivered++;
      return;
    }
    if (abort.signal.aborted) {
      // Cut off by the shutdown, not by the push service: not an attempt. Another instance takes it.
      await db.query('UPDATE push_outbox SET claimed_until = NULL, attempts = attempts - 1 WHERE id = $1', [p.id]);
      return;
    }
    const dead = result.status === 'refused' || p.attempts >= MAX_PUSH_ATTEMPTS;
    // The host only: the endpoint's path is the subscription's secret.
    const where = { push_id: p.id, host: endpointHost(p.endpoint), attempts: p.attempts, dead, err: result.error };
    log.warn(where, result.status === 'refused' ? 'push refused' : dead ? 'push given up' : 'push failed, will retry');
    await db.query(
      `UPDATE push_outbox SET claimed_until = NULL, last_error = $2,
              next_attempt_at = clock_timestamp() + $3 * interval '1 millisecond',
              failed_at = CASE WHEN $4 THEN clock_timestamp() END
        WHERE id = $1`,
      [p.id, `${result.status === 'refused' ? 'refused: ' : ''}${result.error}`, retryDelayMs(p.attempts), dead],
    );
  }

  function start(p: Claimed) {
    const done = sendPush(keys!, p, p.payload, {
      policy: options.policy,
      timeoutMs,
      resolve: options.resolve,
      signal: abort.signal,
      agents,
    })
      .then((result) => record(p, result))
      .catch((err: unknown) => log.warn({ push_id: p.id, err }, 'push not recorded (its claim runs out and it is sent again)'))
      .finally(() => inFlight.delete(p.id));
    inFlight.set(p.id, { host: endpointHost(p.endpoint), done });
  }

  async function round(): Promise<number> {
    if (!keys || stopped) return 0;
    const free = concurrency - inFlight.size;
    if (free <= 0) return 0;
    const claimed = await claim(free);
    if (stopped) {
      // Stopped while claiming: put them back untouched.
      const ids = JSON.stringify(claimed.map((p) => p.id));
      if (claimed.length)
        await db.query(
          'UPDATE push_outbox SET claimed_until = NULL, attempts = attempts - 1 WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)',
          [ids],
        );
      return 0;
    }
    for (const p of claimed) start(p);
    return claimed.length;
  }

  async function idle() {
    while (inFlight.size) await Promise.all([...inFlight.values()].map((p) => p.done));
  }

  let rounds = Promise.resolve(0);
  return {
    round: () => (rounds = rounds.catch(() => 0).then(round)),
    idle,
    sent: () => delivered,
    async stop() {
      stopped = true;
      abort.abort();
      await rounds.catch(() => 0);
      await idle();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** One round that waits for its pushes (tests, and a caller that wants them sent before it goes on). */
export async function relayPushes(
  db: Db,
  keys: VapidKeys | undefined,
  log: Pick<Logger, 'warn'>,
  options: PushRelayOptions,
): Promise<number> {
  const relay = createPushRelay(db, keys, log, options);
  await relay.round();
  await relay.idle();
  await relay.stop();
  return relay.sent();
}
