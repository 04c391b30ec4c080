import type { Db } from '@/server/db/client';
import { processLog } from '@/server/ops/log';

const DAY = 24 * 60 * 60 * 1000;

/** How long each kind of dead row is kept before it goes (docs/decisions/0036-data-at-rest.md). */
export const KEEP = {
  /** A refresh token past its expiry or revoked: kept a day so a late reuse still reads as reuse. */
  refreshTokensDays: 1,
  /** Used or expired reset links. */
  passwordResetsDays: 1,
  /** Mail: a month, for support questions ("did you send me …?"). */
  outboxDays: 30,
  /** Registrations confirmed or never confirmed (their link expired): the account data of strangers. */
  pendingRegistrationsDays: 1,
  /** Card tokens the provider issued that no payment took. */
  providerTokensDays: 1,
  /** Pushes sent or given up: a day is all a support question needs. */
  pushOutboxDays: 1,
  /** Alert events: kept past any occurrence they could still stop (a usage period, an order's deadline). */
  alertEventsDays: 180,
} as const;

export interface PurgeCounts {
  refresh_tokens: number;
  password_resets: number;
  outbox: number;
  provider_tokens: number;
  pending_registrations: number;
  rate_limits: number;
  push_outbox: number;
  alert_events: number;
}

/**
 * Deletes what is no longer of use: expired and revoked sessions, used or expired
 * reset links, old mail (reset links among it), unused expired card tokens and finished rate-limit
 * windows. A plain function of the clock so tests can run it at any time; main.ts runs it on a timer
 * (marked `// job: purge`). Idempotent: two processes running it at once delete each row once.
 */
export async function purgeExpired(db: Db, nowMs: number): Promise<PurgeCounts> {
  const now = new Date(nowMs);
  const before = (days: number) => new Date(nowMs - days * DAY);
  const count = async (sql: string, params: unknown[]) => (await db.query(`${sql} RETURNING 1`, params)).length;
  return {
    refresh_tokens: await count('DELETE FROM refresh_tokens WHERE expires_at < $1 OR revoked_at < $1', [before(KEEP.refreshTokensDays)]),
    password_resets: await count('DELETE FROM password_resets WHERE expires_at < $1 OR used_at < $1', [before(KEEP.passwordResetsDays)]),
    outbox: await count('DELETE FROM outbox WHERE created_at < $1', [before(KEEP.outboxDays)]),
    provider_tokens: await count('DELETE FROM provider_tokens WHERE used_at IS NULL AND expires_at < $1', [
      before(KEEP.providerTokensDays),
    ]),
    pending_registrations: await count('DELETE FROM pending_registrations WHERE expires_at < $1 OR used_at < $1', [
      before(KEEP.pendingRegistrationsDays),
    ]),
    rate_limits: await count('DELETE FROM rate_limits WHERE window_ends < $1', [now]),
    push_outbox: await count('DELETE FROM push_outbox WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND created_at < $1', [
      before(KEEP.pushOutboxDays),
    ]),
    alert_events: await count('DELETE FROM alert_events WHERE created_at < $1', [before(KEEP.alertEventsDays)]),
  };
}

/** Runs purgeExpired every `everyMs` (hourly by default); errors are logged, the timer goes on. */
export function startPurgeTimer(db: Db, now: () => number, everyMs = 60 * 60 * 1000): { stop: () => void } {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    purgeExpired(db, now())
      .catch((err: unknown) => processLog().error({ err }, 'purge failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
