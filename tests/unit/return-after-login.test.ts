import { describe, expect, it } from 'vitest';
import { RETURN_TTL_MS, returnPath } from '@/lib/return-after-login';

/**
 * Where the sign-in may send a customer back to (decision 0053): the screens of a SIM in use, as a
 * path of this app only — never another site, never a screen that needs a purchase in progress.
 */
const NOW = 1_800_000_000_000;
const at = (href: string, ageMs = 1000) => returnPath({ href, at: NOW - ageMs }, NOW);

describe('the address asked for while signed out', () => {
  it.each([
    ['/data-recharge', '/data-recharge'],
    ['/use-period-extension', '/use-period-extension'],
    ['/apn-configuration', '/apn-configuration'],
    ['/apn-configuration/2', '/apn-configuration/2'],
    ['/apn-configuration/1/2', '/apn-configuration/1/2'],
    ['/topPage', '/topPage'],
    ['/order-history/data-recharge-history', '/order-history/data-recharge-history'],
    // The receipt mail's link (decision 0101).
    ['/order-history/receipt/pi_AbC-9_x?lng=vi', '/order-history/receipt/pi_AbC-9_x'],
    ['/faq', '/faq'],
    ['/5g-communication-option', '/5g-communication-option'],
    // Search and hash are dropped: a path is all that is kept.
    ['/data-recharge?ac=ABC#x', '/data-recharge'],
    ['/auto-top-up?sim=8981100000000000012', '/auto-top-up?sim=8981100000000000012'],
    ['/data-recharge?lng=ja&sim=8981100000000000012#x', '/data-recharge?sim=8981100000000000012'],
    ['/data-recharge?sim=https://evil.example', '/data-recharge'],
    ['/data-recharge?sim=1%2F..', '/data-recharge'],
  ])('%s → %s', (href, expected) => {
    expect(at(href)).toBe(expected);
  });

  it.each([
    'https://evil.example/data-recharge',
    '//evil.example/data-recharge',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/data-recharge/../../evil',
    '/%2F%2Fevil.example',
    '/payment',
    '/payment-verify',
    '/ordercompleted',
    '/payment-external?paymentId=pi_x',
    '/logout',
    '/step2',
    '/basicInfo',
    '/landingPage',
    '/login',
    '/apn-configuration/9',
    '/order-history/receipt/',
    '/order-history/receipt/pi_x/../../evil',
    '',
  ])('refuses %j (the top page instead)', (href) => {
    expect(at(href)).toBeUndefined();
  });

  it('forgets an address older than half an hour, or from the future', () => {
    expect(at('/data-recharge', RETURN_TTL_MS - 1)).toBe('/data-recharge');
    expect(at('/data-recharge', RETURN_TTL_MS)).toBeUndefined();
    expect(at('/data-recharge', -60_000)).toBeUndefined();
    expect(returnPath(undefined, NOW)).toBeUndefined();
  });
});
