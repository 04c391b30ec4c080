import { describe, expect, it } from 'vitest';
import { pushState, type DeviceFacts } from '@/features/alerts/model';
import { readAlert } from '../../sw/push';

const KEY = 'B'.repeat(87);
const device = (over: Partial<DeviceFacts>): DeviceFacts => ({
  pushKey: KEY,
  pushApi: true,
  ios: false,
  standalone: false,
  permission: 'default',
  subscribed: false,
  ...over,
});

describe('what the alert settings offer on this device', () => {
  // Written by hand from the rules: operator without keys, iOS outside the home-screen app, no Web Push, blocked, off, on.
  it.each<[string, Partial<DeviceFacts>, string]>([
    ['operator without VAPID keys, any device', { pushKey: null, ios: true, standalone: true }, 'mail-only'],
    ['iPhone Safari, not installed', { ios: true, standalone: false }, 'add-to-home-screen'],
    ['iPhone, home-screen app', { ios: true, standalone: true }, 'off'],
    ['iPhone, home-screen app, subscribed', { ios: true, standalone: true, permission: 'granted', subscribed: true }, 'on'],
    ['browser without Web Push', { pushApi: false }, 'unsupported'],
    ['no Notification API', { permission: 'unsupported' }, 'unsupported'],
    ['notifications blocked', { permission: 'denied', subscribed: true }, 'blocked'],
    ['Android Chrome, not yet asked', {}, 'off'],
    ['desktop, subscribed', { permission: 'granted', subscribed: true }, 'on'],
  ])('%s → %s', (_name, over, expected) => expect(pushState(device(over))).toBe(expected));
});

describe('the service worker reads only our alerts', () => {
  const ok = { title: 'T', body: 'B', url: '/data-recharge?sim=1', tag: 'data_20:1', lang: 'ja' };
  it.each<[string, string | undefined, boolean]>([
    ['an alert', JSON.stringify(ok), true],
    ['no payload', undefined, false],
    ['not JSON', 'hello', false],
    ['a missing field', JSON.stringify({ ...ok, lang: undefined }), false],
    ['another site', JSON.stringify({ ...ok, url: 'https://evil.example/' }), false],
    ['a protocol-relative address', JSON.stringify({ ...ok, url: '//evil.example/' }), false],
  ])('%s', (_name, text, shown) => expect(readAlert(text) !== undefined).toBe(shown));
});
