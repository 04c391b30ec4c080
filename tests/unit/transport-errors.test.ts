import { describe, expect, it } from 'vitest';
import { reactTo, reactToRefreshFailure, type Failure } from '@/lib/transport-errors';

const status = (s: number, code?: string): Failure => ({ kind: 'status', status: s, code });

describe('transport error catalogue (spec §8)', () => {
  it.each<[string, Failure, ReturnType<typeof reactTo>]>([
    ['no response', { kind: 'no-response' }, 'network-error'],
    ['401 E0022 expired access token', status(401, 'E0022'), 'refresh-and-retry'],
    ['401 E0003 wrong credentials', status(401, 'E0003'), 'to-caller'],
    ['401 E0001 missing token', status(401, 'E0001'), 'sign-out'],
    ['401 E0012 bad token', status(401, 'E0012'), 'sign-out'],
    ['401 without a code', status(401), 'sign-out'],
    ['400', status(400, 'E0002'), 'to-caller'],
    ['404', status(404, 'E0021'), 'to-caller'],
    ['500', status(500, 'E0500'), 'to-caller'],
    ['409 taken email (ours)', status(409, 'E0004'), 'to-caller'],
    ['429 rate limit (ours)', status(429, 'E0009'), 'to-caller'],
    ['403', status(403, 'E0011'), 'something-went-wrong'],
    ['502', status(502), 'something-went-wrong'],
    ['503', status(503), 'something-went-wrong'],
  ])('%s', (_name, failure, expected) => expect(reactTo(failure)).toBe(expected));
});

describe('refresh failure', () => {
  it.each<[string, Failure, ReturnType<typeof reactToRefreshFailure>]>([
    ['E0005 refresh token invalid', status(401, 'E0005'), 'login'],
    ['offline keeps the session', { kind: 'no-response' }, 'network-error'],
    ['server error', status(500, 'E0500'), 'something-went-wrong'],
  ])('%s', (_name, failure, expected) => expect(reactToRefreshFailure(failure)).toBe(expected));
});
