import { describe, expect, it } from 'vitest';
import { threadTimeTbt } from '../lighthouse/thread-tbt.mjs';

/** A trace as Chromium writes it, reduced to what the figure reads (times in µs). */
const PAGE = { pid: 7, tid: 1 };
const ms = (n: number) => n * 1000;
const nav = {
  ...PAGE,
  name: 'navigationStart',
  ph: 'R',
  ts: ms(1000),
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost/login' } },
};
const fcp = { ...PAGE, name: 'firstContentfulPaint', ph: 'R', ts: ms(1300) };
const task = (startMs: number, wallMs: number, threadMs: number, where = PAGE) => ({
  ...where,
  name: 'RunTask',
  ph: 'X',
  ts: ms(1000 + startMs),
  dur: ms(wallMs),
  tdur: ms(threadMs),
});

describe('thread-time TBT', () => {
  // Each row: the tasks, and the blocking time by hand (4 × thread ms − 50, after first paint only).
  const table: [string, unknown[], number][] = [
    ['nothing after the first paint', [task(100, 80, 80)], 0],
    ['a 12.5 ms task blocks nothing', [task(400, 12.5, 12.5)], 0],
    ['a 20 ms task blocks 30 ms', [task(400, 20, 20)], 30],
    ['wall time stretched by other processes does not count', [task(400, 120, 8)], 0],
    ['a 200 ms busy loop on a quiet machine', [task(400, 200, 200)], 750],
    ['other threads and processes do not count', [task(400, 40, 40, { pid: 7, tid: 2 }), task(400, 40, 40, { pid: 8, tid: 1 })], 0],
    ['several tasks add up', [task(400, 20, 20), task(500, 30, 30), task(600, 5, 5)], 30 + 70],
  ];
  it.each(table)('%s', (_what, tasks, expected) => {
    expect(threadTimeTbt({ traceEvents: [nav, fcp, ...tasks] }).tbtMs).toBe(expected);
  });

  it('says where the first paint was', () => {
    expect(threadTimeTbt({ traceEvents: [nav, fcp] }).fcpMs).toBe(300);
  });

  it('refuses a trace without a navigation or a first paint', () => {
    expect(() => threadTimeTbt({ traceEvents: [fcp] })).toThrow(/navigationStart/);
    expect(() => threadTimeTbt({ traceEvents: [nav] })).toThrow(/first contentful paint/);
  });
});
