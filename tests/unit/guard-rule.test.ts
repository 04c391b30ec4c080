import { describe, expect, it } from 'vitest';
import { judgeDoor } from '../lighthouse/guard-rule.mjs';

/**
 * The doors' guard against the floor of the same run (docs/decisions/0156). Margins by hand: the median
 * thread-time TBT may be 50 ms over the floor's, the best Lighthouse TBT 120 ms over the floor's best;
 * a planted task of 50 ms of CPU after the first paint adds 4 × 50 − 50 = 150 ms of thread-time TBT
 * whatever the load. The target: median Lighthouse TBT within 30 ms of the floor's, thread time +0.
 */
const FLOOR = { tbt: 80, bestTbt: 50, threadTbt: 0 };
type Door = { tbt: number; bestTbt: number; threadTbt: number };
const table: [string, Door, { fails: number; target: boolean }][] = [
  ['the doors as the floor', { tbt: 80, bestTbt: 50, threadTbt: 0 }, { fails: 0, target: true }],
  ['median 30 ms over, no thread time: the target', { tbt: 110, bestTbt: 60, threadTbt: 0 }, { fails: 0, target: true }],
  ['median 31 ms over: within the margin, target missed', { tbt: 111, bestTbt: 60, threadTbt: 0 }, { fails: 0, target: false }],
  ['some thread time: within the margin, target missed', { tbt: 90, bestTbt: 50, threadTbt: 20 }, { fails: 0, target: false }],
  ['two runs hit by a busy moment, the best one clean', { tbt: 700, bestTbt: 60, threadTbt: 0 }, { fails: 0, target: false }],
  ['best run 120 ms over the floor’s best: still within', { tbt: 250, bestTbt: 170, threadTbt: 0 }, { fails: 0, target: false }],
  [
    'best run 121 ms over: fails (waits that thread time does not see)',
    { tbt: 250, bestTbt: 171, threadTbt: 0 },
    { fails: 1, target: false },
  ],
  ['thread time 51 ms over: fails even when Lighthouse is quiet', { tbt: 90, bestTbt: 50, threadTbt: 51 }, { fails: 1, target: false }],
  ['a planted 50 ms task on a quiet machine', { tbt: 230, bestTbt: 200, threadTbt: 150 }, { fails: 2, target: false }],
  ['a planted 50 ms task on a busy machine', { tbt: 700, bestTbt: 430, threadTbt: 162 }, { fails: 2, target: false }],
];

describe('the guard of the doors', () => {
  it.each(table)('%s', (_, door, expected) => {
    const verdict = judgeDoor(door, FLOOR);
    expect(verdict.failures).toHaveLength(expected.fails);
    expect(verdict.metTarget).toBe(expected.target);
  });

  it('compares with the floor of the same run, not with a fixed figure', () => {
    expect(judgeDoor({ tbt: 400, bestTbt: 350, threadTbt: 0 }, { tbt: 380, bestTbt: 300, threadTbt: 0 }).failures).toEqual([]);
    expect(judgeDoor({ tbt: 400, bestTbt: 350, threadTbt: 0 }, { tbt: 60, bestTbt: 40, threadTbt: 0 }).failures).toHaveLength(1);
  });
});
