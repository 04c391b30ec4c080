// The guard's verdict on one door (tests/lighthouse/guard.mjs, docs/decisions/0073 and 0156), apart from
// the runs so that a table can pin it down (tests/unit/guard-rule.test.ts).
//
// Both figures are medians over the rounds, against the floor's medians of the same run:
// - thread-time TBT (the page's own CPU time, which other processes hardly move): the doors' target is
//   the floor's, 0 ms; a door fails when it is more than THREAD_MARGIN_MS over. A planted task of 50 ms
//   of CPU after the first paint adds 4 × 50 − 50 = 150 ms, at any load.
// - Lighthouse's TBT (wall time, so waits on the browser process count too, which thread time misses):
//   the target is the floor's + 30 ms; a door fails when it is more than LIGHTHOUSE_MARGIN_MS over.
//   The margin is what the real doors hold against the floor on a machine at load 4 (docs/performance.md);
//   the planted 50 ms task adds 150 ms on a quiet machine and more on a busy one.

export const TARGET_MS = 30;
export const THREAD_MARGIN_MS = 50;
export const LIGHTHOUSE_MARGIN_MS = 120;

/**
 * @param {{ tbt: number, threadTbt: number }} door medians of the door
 * @param {{ tbt: number, threadTbt: number }} floor medians of the floor
 * @returns {{ excess: number, threadExcess: number, metTarget: boolean, failures: string[] }}
 */
export function judgeDoor(door, floor) {
  const excess = Math.round(door.tbt - floor.tbt);
  const threadExcess = Math.round(door.threadTbt - floor.threadTbt);
  const failures = [];
  if (threadExcess > THREAD_MARGIN_MS)
    failures.push(`thread-time TBT ${Math.round(door.threadTbt)} ms is ${threadExcess} ms over the floor's (allowed ${THREAD_MARGIN_MS})`);
  if (excess > LIGHTHOUSE_MARGIN_MS)
    failures.push(`Lighthouse TBT ${Math.round(door.tbt)} ms is ${excess} ms over the floor's (allowed ${LIGHTHOUSE_MARGIN_MS})`);
  return { excess, threadExcess, metTarget: excess <= TARGET_MS && threadExcess <= 0, failures };
}
