import { autoTopUpOnSample } from '@/server/domain/auto-topup-run';
import { paymentContext } from '@/server/domain/payment-context';
import { allowanceKey, remainingShare, usagePeriod } from '@/server/domain/usage-records';
import { portalOrigin } from '@/server/http/portal-origin';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/ops/log';
import type { Seams } from '@/server/ops/seams';
import type { UsageHandler } from './usage-watch';

/**
 * Automatic top-up on each usage sample (docs/decisions/0110, 0141): once per fall below the threshold,
 * each purchase keyed by the sample's allowance.
 */
export function autoTopUpHandler(deps: { db: Db; config: Config; seams: Seams; log: Logger }): UsageHandler {
  const payments = paymentContext({
    db: deps.db,
    config: deps.config,
    provider: deps.seams.payment,
    origin: () => portalOrigin(deps.config),
    log: deps.log,
  });
  return async (sample) => {
    const outcomes = await autoTopUpOnSample(payments, {
      sim: sample.sim,
      allowanceKey: allowanceKey(sample),
      period: usagePeriod(sample.sim),
      usedMb: sample.usedMb,
      remainingShare: remainingShare(sample),
    });
    if (outcomes.length) deps.log.info({ simId: sample.sim.id, outcomes }, 'automatic top-up');
  };
}
