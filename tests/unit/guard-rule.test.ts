import { describe, expect, it } from 'vitest';
import { judgeDoor } from '../lighthouse/guard-rule.mjs';

/**
 * The doors' guard against the floor of the same run (docs/decisions/0156). Margins by hand: thread-time
 * TBT may be 50 ms over the floor's, Lighthouse's TBT 120 ms; a planted task of 50 ms of CPU after the
 * first paint adds 4 × 50 − 50 = 150 ms of thread-time TBT whatever the load.
 */
const FLOOR = { tbt: 80, threadTbt: 0 };
const table: [string, { tbt: number; threadTbt: number }, { fails: number; target: boolean }][] = [
  ['the doors as the floor', { tbt: 80, threadTbt: 0 }, { fails: 0, target: true }],
  ['30 ms over on Lighthouse, no thread time: the target', { tbt: 110, threadTbt: 0 }, { fails: 0, target: true }],
  ['31 ms over: within the margin, target missed', { tbt: 111, threadTbt: 0 }, { fails: 0, target: false }],
  ['some thread time: within the margin, target missed', { tbt: 90, threadTbt: 20 }, { fails: 0, target: false }],
  ['Lighthouse 120 ms over: still within', { tbt: 200, threadTbt: 0 }, { fails: 0, target: false }],
  ['Lighthouse 121 ms over: fails (waits the thread time does not see)', { tbt: 201, threadTbt: 0 }, { fails: 1, target: false }],
  ['thread time 51 ms over: fails even when Lighthouse is quiet', { tbt: 90, threadTbt: 51 }, { fails: 1, target: false }],
  ['a planted 50 ms task on a quiet machine', { tbt: 230, threadTbt: 150 }, { fails: 2, target: false }],
  ['a planted 50 ms task on a busy machine', { tbt: 700, threadTbt: 152 }, { fails: 2, target: false }],
];

describe('the guard of the doors', () => {
  it.each(table)('%s', (_, door, expected) => {
    const verdict = judgeDoor(door, FLOOR);
    expect(verdict.failures).toHaveLength(expected.fails);
    expect(verdict.metTarget).toBe(expected.target);
  });

  it('compares with the floor of the same run, not with a fixed figure', () => {
    expect(judgeDoor({ tbt: 400, threadTbt: 0 }, { tbt: 350, threadTbt: 0 }).failures).toEqual([]);
    expect(judgeDoor({ tbt: 400, threadTbt: 0 }, { tbt: 50, threadTbt: 0 }).failures).toHaveLength(1);
  });
});
