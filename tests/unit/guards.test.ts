import { describe, expect, it } from 'vitest';
import { protectedGuard, publicGuard, rootIndexTarget } from '@/lib/guards';

describe('public guard (spec §2)', () => {
  it.each([
    { loggedIn: false, pathname: '/login', ac: undefined, expected: { kind: 'render' } },
    { loggedIn: true, pathname: '/login', ac: undefined, expected: { kind: 'redirect', to: '/topPage' } },
    { loggedIn: true, pathname: '/register', ac: undefined, expected: { kind: 'redirect', to: '/topPage' } },
    {
      loggedIn: true,
      pathname: '/login',
      ac: 'ABC123',
      expected: { kind: 'redirect', to: '/landingPage', search: { ac: 'ABC123' }, clearSession: true },
    },
    {
      loggedIn: true,
      pathname: '/landingPage',
      ac: 'ABC123',
      expected: { kind: 'redirect', to: '/landingPage', search: { ac: 'ABC123' }, clearSession: true },
    },
    { loggedIn: false, pathname: '/register', ac: 'ABC123', expected: { kind: 'redirect', to: '/landingPage', search: { ac: 'ABC123' } } },
    { loggedIn: false, pathname: '/landingPage', ac: 'ABC123', expected: { kind: 'render' } },
  ])('logged in $loggedIn on $pathname with ac=$ac', ({ expected, ...input }) => {
    expect(publicGuard(input)).toEqual(expected);
  });
});

describe('protected guard', () => {
  it('lets a customer with tokens through', () => expect(protectedGuard({ loggedIn: true })).toEqual({ kind: 'render' }));
  it('sends a guest to the landing page', () =>
    expect(protectedGuard({ loggedIn: false })).toEqual({ kind: 'redirect', to: '/landingPage' }));
  // Written by hand: a receipt mail's link opened signed out shows the login form (decision 0131);
  // anything else, and the same address reached by Back in the tab, the landing page (spec §2).
  it.each([
    ['/order-history/receipt/PAY-123', true, '/login'],
    ['/order-history/receipt/PAY-123', false, '/landingPage'],
    ['/order-history/receipt', true, '/landingPage'],
    ['/order-history/receipt/PAY-123/x', true, '/landingPage'],
    ['/data-recharge', true, '/landingPage'],
    ['/auto-top-up', true, '/landingPage'],
    ['/topPage', true, '/landingPage'],
  ])('a guest opening %s (from outside: %s) → %s', (pathname, openedFromOutside, to) =>
    expect(protectedGuard({ loggedIn: false, pathname, openedFromOutside })).toEqual({ kind: 'redirect', to }),
  );
});

describe('/ itself', () => {
  it.each([
    [false, '/landingPage'],
    [true, '/topPage'],
  ])('logged in %s → %s', (loggedIn, target) => expect(rootIndexTarget(loggedIn)).toBe(target));
});
