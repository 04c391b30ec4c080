import { describe, expect, it } from 'vitest';
import { ASK_AGAIN_AFTER_MS, installOffer, isIosDevice, type InstallContext, type InstallOffer } from '@/lib/install';

const NOW = Date.UTC(2026, 10, 21);
const base: InstallContext = { standalone: false, canPrompt: false, ios: false, dismissedAt: null, now: NOW };

const CASES: [string, Partial<InstallContext>, InstallOffer][] = [
  ['the browser offers a prompt', { canPrompt: true }, 'prompt'],
  ['iOS Safari: the steps, there is no prompt', { ios: true }, 'ios-steps'],
  ['a prompt wins over the steps', { ios: true, canPrompt: true }, 'prompt'],
  ['nothing to offer (desktop Firefox)', {}, null],
  ['already on the home screen', { standalone: true, canPrompt: true }, null],
  ['iOS, already on the home screen', { standalone: true, ios: true }, null],
  ['"Not now" a day ago', { canPrompt: true, dismissedAt: NOW - 24 * 3600 * 1000 }, null],
  ['"Not now" just under 30 days ago', { ios: true, dismissedAt: NOW - ASK_AGAIN_AFTER_MS + 1 }, null],
  ['"Not now" 30 days ago: ask again', { canPrompt: true, dismissedAt: NOW - ASK_AGAIN_AFTER_MS }, 'prompt'],
];

describe('installOffer', () => {
  it.each(CASES)('%s', (_name, context, expected) => {
    expect(installOffer({ ...base, ...context })).toBe(expected);
  });
});

describe('isIosDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15', 'iPhone', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 'MacIntel', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 'MacIntel', 0, false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile', 'Linux armv8l', 5, false],
  ] as const)('%s on %s with %i touch points → %s', (ua, platform, touch, expected) => {
    expect(isIosDevice(ua, platform, touch)).toBe(expected);
  });
});
