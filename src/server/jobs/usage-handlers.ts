import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/ops/log';
import type { Seams } from '@/server/ops/seams';
import { autoTopUpCovers } from '@/server/domain/auto-topup';
import { findSimById } from '@/server/domain/sims';
import { allowanceKey, remainingShare } from '@/server/domain/usage-records';
import { alertOnUsage } from './alert-sweep';
import { autoTopUpHandler } from './auto-topup-handler';
import type { UsageHandler } from './usage-watch';

export interface UsageHandlerDeps {
  db: Db;
  config: Config;
  seams: Seams;
  log: Logger;
}

/**
 * Everything that acts on a line's usage, in the order it runs for each sample of the usage-watch
 * sweep (usage-watch.ts). Each handler keys what it does by (sim, kind, allowanceKey) so that it acts
 * once per threshold crossing, however many rounds and instances see the line below it.
 */
export function buildUsageHandlers(deps: UsageHandlerDeps): UsageHandler[] {
  const dataAlerts: UsageHandler = async (sample) => {
    const key = allowanceKey(sample);
    // An automatic top-up (the handler before, here or on another instance) is buying for this fall:
    // no "running low" about it (it says so itself if it fails); the alert falls with it, so data that
    // leaves the line below its alerts' lines does not send them either.
    if (await autoTopUpCovers(deps.db, sample.sim.id, key)) {
      await alertOnUsage(deps, sample, remainingShare(sample), key, { silent: true });
      return;
    }
    // Data was added since the sample was taken: the next round judges the line against its new allowance.
    const sim = await findSimById(deps.db, sample.sim.id);
    if (sim && sim.data_total_mb !== sample.totalMb) return;
    await alertOnUsage(deps, sample, remainingShare(sample), key);
  };
  return [autoTopUpHandler(deps), dataAlerts];
}
