/**
 * The default shutdown delay (ops/readiness-pollers.ts, docs/decisions/0146): long enough for every
 * address polling /readyz to see three failed checks and act, none when nobody polls, 15 s at most.
 * Expectations worked out by hand from that rule: 3 × the longest recent gap + 500 ms.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN } from '@/server/config';
import { MAX_DEFAULT_DELAY_MS, ReadinessPollers } from '@/server/ops/readiness-pollers';
import { supervisorDeadlineMs } from '../../scripts/start.mjs';

const at = (polls: [address: string, ms: number][], now: number) => {
  const p = new ReadinessPollers();
  for (const [address, ms] of polls) p.saw(address, ms);
  return p.defaultDelay(now);
};

describe('the default delay after SIGTERM', () => {
  it.each<[string, [string, number][], number, { delayMs: number; pollers: number; intervalMs: number }]>([
    ['nobody polls /readyz (a terminal, direct clients)', [], 10_000, { delayMs: 0, pollers: 0, intervalMs: 0 }],
    ['one request to /readyz is not a poller (someone ran curl)', [['10.0.0.1', 1000]], 2000, { delayMs: 0, pollers: 0, intervalMs: 0 }],
    [
      'a proxy polling every 100 ms',
      [
        ['127.0.0.1', 1000],
        ['127.0.0.1', 1100],
        ['127.0.0.1', 1200],
      ],
      1250,
      { delayMs: 800, pollers: 1, intervalMs: 100 },
    ],
    [
      'HAProxy every 2 s (a late check counts: the longest gap)',
      [
        ['10.0.0.1', 0],
        ['10.0.0.1', 2000],
        ['10.0.0.1', 4300],
        ['10.0.0.1', 6300],
      ],
      7000,
      { delayMs: 7400, pollers: 1, intervalMs: 2300 },
    ],
    [
      'two balancer nodes: the slower one counts',
      [
        ['10.0.0.1', 0],
        ['10.0.0.2', 500],
        ['10.0.0.1', 1000],
        ['10.0.0.2', 3500],
      ],
      4000,
      { delayMs: 9500, pollers: 2, intervalMs: 3000 },
    ],
    [
      'a balancer checking every 10 s: capped at 15 s',
      [
        ['10.0.0.1', 0],
        ['10.0.0.1', 10_000],
      ],
      11_000,
      { delayMs: 15_000, pollers: 1, intervalMs: 10_000 },
    ],
    [
      'a poller gone quiet for over a minute no longer counts',
      [
        ['10.0.0.1', 0],
        ['10.0.0.1', 1000],
      ],
      62_000,
      { delayMs: 0, pollers: 0, intervalMs: 0 },
    ],
  ])('%s', (_name, polls, now, expected) => expect(at(polls, now)).toEqual(expected));

  it('keeps only the last few gaps of an address, and a bounded number of addresses', () => {
    const p = new ReadinessPollers();
    // A slow start, then a steady 1 s: the old 5 s gap has left the window.
    for (const ms of [0, 5000, 6000, 7000, 8000, 9000, 10_000]) p.saw('10.0.0.1', ms);
    expect(p.defaultDelay(10_500)).toEqual({ delayMs: 3500, pollers: 1, intervalMs: 1000 });
    // Strangers asking once each do not push the balancer out.
    for (let i = 0; i < 500; i++) p.saw(`198.51.100.${i % 250}-${i}`, 10_100);
    p.saw('10.0.0.1', 11_000);
    expect(p.defaultDelay(11_200).pollers).toBe(1);
  });
});

describe("npm start's supervisor", () => {
  it("kills the server only after the server's own longest deadline has passed", () => {
    expect(supervisorDeadlineMs({})).toBe(MAX_DEFAULT_DELAY_MS + DEFAULT_SHUTDOWN.graceMs + 1000);
    expect(supervisorDeadlineMs({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '3000' })).toBe(4000);
  });
});
