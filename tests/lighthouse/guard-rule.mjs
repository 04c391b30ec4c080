// The guard's verdict on one door (tests/lighthouse/guard.mjs, docs/decisions/0073 and 0156), apart from
// the runs so that a table can pin it down (tests/unit/guard-rule.test.ts). Each figure of the door
// against the floor's of the same run:
// - thread-time TBT, median of the rounds (the page's own CPU time, which other processes hardly move):
//   the target is the floor's, 0 ms; a door fails when it is more than THREAD_MARGIN_MS over. A planted
//   task of 50 ms of CPU after the first paint adds 4 × 50 − 50 = 150 ms, at any load.
// - Lighthouse's TBT (wall time, so waits on the browser process count too, which thread time misses):
//   the target is the median within TARGET_MS of the floor's median; a door fails when its lowest run is
//   more than LIGHTHOUSE_MARGIN_MS over the floor's lowest. Other processes only ever add to it (one
//   start-up task of 9 ms of CPU held off the CPU for 180 ms counted 700 ms at load 30), so the lowest
//   run is the one least touched by them; a start-up that waits or computes more shows in every run.
//   The planted 50 ms task adds 150 ms on a quiet machine and more on a busy one.

export const TARGET_MS = 30;
export const THREAD_MARGIN_MS = 50;
export const LIGHTHOUSE_MARGIN_MS = 120;

/**
 * @param {{ tbt: number, bestTbt: number, threadTbt: number }} door median and lowest TBT, median thread-time TBT
 * @param {{ tbt: number, bestTbt: number, threadTbt: number }} floor the same of the floor
 * @returns {{ excess: number, bestExcess: number, threadExcess: number, metTarget: boolean, failures: string[] }}
 */
export function judgeDoor(door, floor) {
  const excess = Math.round(door.tbt - floor.tbt);
  const bestExcess = Math.round(door.bestTbt - floor.bestTbt);
  const threadExcess = Math.round(door.threadTbt - floor.threadTbt);
  const failures = [];
  if (threadExcess > THREAD_MARGIN_MS)
    failures.push(`thread-time TBT ${Math.round(door.threadTbt)} ms is ${threadExcess} ms over the floor's (allowed ${THREAD_MARGIN_MS})`);
  if (bestExcess > LIGHTHOUSE_MARGIN_MS)
    failures.push(
      `Lighthouse TBT ${Math.round(door.bestTbt)} ms in its best run is ${bestExcess} ms over the floor's best (allowed ${LIGHTHOUSE_MARGIN_MS})`,
    );
  return { excess, bestExcess, threadExcess, metTarget: excess <= TARGET_MS && threadExcess <= 0, failures };
}
