import type { Config, PaymentPausePoint } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { PaymentProvider } from '@/server/ops/seams';
import { processLog } from '@/server/ops/log';

// What paying, settling, refunding and reconciling share: the database, the provider, the clock,
// the operator's log, the timings and the sandbox's pause points (domain/pay.ts tells the steps).

/** Logs a payment event an operator must see (money that no order can keep). */
export interface PaymentLog {
  error(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

const processPaymentLog: PaymentLog = {
  error: (obj, msg) => processLog().error(obj, msg),
  warn: (obj, msg) => processLog().warn(obj, msg),
};

export interface PaymentTimings {
  /** A request calls the provider only this long after recording its attempt. */
  callWindowMs: number;
  /** And waits this long for the answer; a later answer is still settled, in the background. */
  callTimeoutMs: number;
  /** An open attempt this old is the reconciliation job's: no call of ours can still be on its way. */
  reconcileAfterMs: number;
}

export function paymentTimings(reconcileAfterMs: number): PaymentTimings {
  const third = Math.min(30_000, Math.floor(reconcileAfterMs / 3));
  return { callWindowMs: third, callTimeoutMs: third, reconcileAfterMs };
}

export interface PaymentContext {
  db: Db;
  provider: PaymentProvider;
  now: () => number;
  /** Origin of the portal, for the links in the receipt and refund mails. */
  origin: () => string;
  log: PaymentLog;
  timings: PaymentTimings;
  /** Sandbox fault injection (SANDBOX_PAYMENT_PAUSE): stops at one point for a test to kill the process. */
  pause: (point: PaymentPausePoint) => Promise<void>;
}

export const PAUSE_LINE = 'payment paused at';

export function paymentContext(p: {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  origin: () => string;
  log?: PaymentLog | undefined;
}): PaymentContext {
  const hold = p.config.sandboxPaymentPause;
  return {
    db: p.db,
    provider: p.provider,
    now: p.config.now,
    origin: p.origin,
    log: p.log ?? processPaymentLog,
    timings: paymentTimings(p.config.paymentReconcileAfterMs),
    async pause(point) {
      if (hold?.at !== point) return;
      processLog().info(`${PAUSE_LINE} ${point} for ${hold.ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, hold.ms));
    },
  };
}
