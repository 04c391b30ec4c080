import { describe, expect, it } from 'vitest';
import { connectionOf, type Connection, type ConnectionSignals } from '@/lib/connection-rules';

// What a phone meets, and what the customer must be told (written by hand from decision 0121).
const CASES: [situation: string, signals: ConnectionSignals, told: Connection][] = [
  ['airplane mode: the device says offline', { deviceOnline: false, apiAnswered: false, portalAnswered: undefined }, 'no-connection'],
  ['no signal, an answer from before is no news', { deviceOnline: false, apiAnswered: true, portalAnswered: undefined }, 'no-connection'],
  [
    'offline, even if a probe answered before the signal went',
    { deviceOnline: false, apiAnswered: false, portalAnswered: true },
    'no-connection',
  ],
  ['online and the API answers', { deviceOnline: true, apiAnswered: true, portalAnswered: undefined }, 'online'],
  [
    'Wi-Fi without internet: the device says online, nothing of ours answers',
    { deviceOnline: true, apiAnswered: false, portalAnswered: false },
    'no-connection',
  ],
  [
    'a document whose "online" is wrong (an emulation that forgot it), nothing answers',
    { deviceOnline: true, apiAnswered: false, portalAnswered: false },
    'no-connection',
  ],
  [
    'the API down: the portal address answers, the API does not',
    { deviceOnline: true, apiAnswered: false, portalAnswered: true },
    'server-unreachable',
  ],
  [
    'the API silent, the probe not back yet: no blame on the server without proof',
    { deviceOnline: true, apiAnswered: false, portalAnswered: undefined },
    'no-connection',
  ],
];

describe('connectionOf', () => {
  it.each(CASES)('%s', (_situation, signals, told) => {
    expect(connectionOf(signals)).toBe(told);
  });
});
