import type { Db } from '@/server/db/client';
import { usedMbFrom } from '@/server/domain/usage';
import { recordUsageSample, type UsageSample } from '@/server/domain/usage-records';
import { SIM_COLUMNS, type SimRow } from '@/server/domain/sims';
import type { Logger } from '@/server/ops/log';
import type { UsageSource } from '@/server/ops/seams';

/** Something that acts on a line's usage (an alert, an automatic top-up); built in usage-handlers.ts. */
export type UsageHandler = (sample: UsageSample, nowMs: number) => Promise<void>;

export interface UsageWatchDeps {
  db: Db;
  usage: UsageSource;
  log: Pick<Logger, 'warn' | 'error'>;
}

const BATCH = 200;

/**
 * The usage-watch sweep (main.ts, once per interval across instances): asks the usage source about
 * every line in use, records the figure (domain/usage-records.ts) and hands it to each handler. A
 * source failing for one line, or a handler failing, is logged and the round goes on; the next round
 * samples again, and handlers keep their own exactly-once keys, so nothing acts twice.
 */
export async function watchUsage(deps: UsageWatchDeps, nowMs: number, handlers: readonly UsageHandler[]): Promise<number> {
  const now = new Date(nowMs);
  let watched = 0;
  for (let after = 0; ;) {
    const sims = await deps.db.query<SimRow>(
      `SELECT ${SIM_COLUMNS} FROM sims
        WHERE id > $1 AND user_id IS NOT NULL AND ac_status = 'using' AND start_date IS NOT NULL AND start_date <= $2
          AND (expiry_date IS NULL OR expiry_date > $2)
        ORDER BY id LIMIT $3`,
      [after, now, BATCH],
    );
    for (const sim of sims) {
      const used = await usedMbFrom(deps.usage, sim);
      if (!used.ok || used.value === null) {
        if (!used.ok) deps.log.warn({ simId: sim.id, err: used.cause }, 'usage watch: the usage source gave no figure');
        continue;
      }
      const sample = await recordUsageSample(deps.db, sim, used.value, nowMs);
      watched++;
      for (const handle of handlers) {
        try {
          await handle(sample, nowMs);
        } catch (err) {
          deps.log.error({ err, simId: sim.id }, 'usage watch: a handler failed');
        }
      }
    }
    if (sims.length < BATCH) return watched;
    after = sims[sims.length - 1]!.id;
  }
}
