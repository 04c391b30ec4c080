import { describe, expect, it, vi } from 'vitest';
import { hasCrossOriginOpener, isolateFromOpener, type IsolationWindow } from '@/lib/isolation';
import { isolatedUrl, openerPolicyFor, withoutIsolateParam } from '@/contract/isolation';

const PORTAL = 'https://portal.example.jp';
const crossOriginOpener = {
  get location(): never {
    throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
  },
};
const sameOriginOpener = { location: { origin: PORTAL } };
const otherOriginOpener = { location: { origin: 'https://evil.example' } };
// Looked up by name: a table row holding the throwing opener would be read when the test is named.
const OPENERS = { none: null, own: sameOriginOpener, 'cross-origin': crossOriginOpener, 'other-origin': otherOriginOpener } as const;

function fakeWindow(href: string, opener: unknown): IsolationWindow & { replaced: string[]; state: string[] } {
  const replaced: string[] = [];
  const state: string[] = [];
  return {
    opener,
    location: { href, origin: new URL(href).origin, replace: (url) => void replaced.push(url) },
    history: { state: null, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void state.push(String(url)) },
    replaced,
    state,
  };
}

describe('hasCrossOriginOpener', () => {
  it.each([
    ['none', false],
    ['own', false],
    ['cross-origin', true],
    ['other-origin', true],
  ] as const)('opener %s → %s', (opener, expected) => {
    expect(hasCrossOriginOpener(fakeWindow(`${PORTAL}/login`, OPENERS[opener]))).toBe(expected);
  });
});

describe('isolateFromOpener', () => {
  it.each([
    // href, opener, starts a reload?, the reload's URL, the address bar after
    [`${PORTAL}/login`, 'none', false, undefined, undefined],
    [`${PORTAL}/login`, 'own', false, undefined, undefined],
    [`${PORTAL}/login`, 'cross-origin', true, `${PORTAL}/login?isolated=1`, undefined],
    [`${PORTAL}/register?ac=AB12`, 'cross-origin', true, `${PORTAL}/register?ac=AB12&isolated=1`, undefined],
    // Already isolated: never again (no loop), and the marker leaves the address bar.
    [`${PORTAL}/login?isolated=1`, 'cross-origin', false, undefined, `${PORTAL}/login`],
    [`${PORTAL}/register?ac=AB12&isolated=1`, 'none', false, undefined, `${PORTAL}/register?ac=AB12`],
  ] as const)('%s with opener %s', (href, opener, reloads, reloadUrl, addressBar) => {
    const win = fakeWindow(href, OPENERS[opener]);
    expect(isolateFromOpener(win)).toBe(reloads);
    expect(win.replaced).toEqual(reloadUrl ? [reloadUrl] : []);
    expect(win.state).toEqual(addressBar ? [addressBar] : []);
  });

  it('does not touch the history when nothing is to be done', () => {
    const win = fakeWindow(`${PORTAL}/topPage?lng=vi`, null);
    const spy = vi.spyOn(win.history, 'replaceState');
    isolateFromOpener(win);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('opener policy of a document', () => {
  it.each([
    ['https://p.jp/login', 'unsafe-none'],
    ['https://p.jp/login?isolated=1', 'same-origin'],
    ['https://p.jp/?isolated', 'same-origin'],
    ['https://p.jp/topPage?lng=ja', 'unsafe-none'],
  ])('%s → %s', (href, policy) => expect(openerPolicyFor(new URL(href))).toBe(policy));

  it('adds and removes the marker, keeping the rest of the address', () => {
    expect(isolatedUrl('https://p.jp/register?ac=X#top')).toBe('https://p.jp/register?ac=X&isolated=1#top');
    expect(withoutIsolateParam('https://p.jp/register?ac=X&isolated=1#top')).toBe('https://p.jp/register?ac=X#top');
  });
});
