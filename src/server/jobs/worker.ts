import { processLog } from '@/server/ops/log';

/**
 * A background round main.ts runs every second (eSIM issuance, 5G activation). A round never
 * overlaps the previous one, and a failing round (database briefly down) only logs: the next one
 * tries again, since the due times live in the database.
 */
export function startWorker(name: string, round: () => Promise<unknown>, intervalMs = 1000): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .then(() => undefined)
      .catch((err: unknown) => processLog().error({ err, job: name }, `${name} round failed`))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
