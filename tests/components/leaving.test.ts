import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReloadMarks, resetLeaving, unlessLeaving, watchLeaving } from '@/lib/leaving';

/**
 * Leaving a page while a chunk is on its way (seen in WebKit and Firefox): the cut-short
 * import is no error, and TanStack Router's reload mark it provokes must not stay in sessionStorage
 * (it is left behind after logout, and it turns off the router's one reload for a real missing chunk).
 */
const aborted = () => Promise.reject(new TypeError('error loading dynamically imported module: http://portal/assets/x.js'));
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);

let watched = false;
beforeEach(() => {
  resetLeaving();
  sessionStorage.clear();
  if (!watched) watchLeaving(window);
  watched = true;
});

describe('an import cut short', () => {
  it('fails as usual while the customer stays on the page', async () => {
    expect(await settledWithin(unlessLeaving(aborted), 50)).toBe('rejected');
  });

  it('neither fails nor succeeds once the page is being left', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    expect(await settledWithin(unlessLeaving(aborted), 50)).toBe('pending');
  });
});

describe("the router's reload marks", () => {
  it('one set while the page was being left is gone when the page goes', () => {
    sessionStorage.setItem('i18nextLng', 'ja');
    window.dispatchEvent(new Event('beforeunload'));
    sessionStorage.setItem('tanstack_router_reload:error loading dynamically imported module: http://portal/assets/topPage.js', '1');
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.keys(sessionStorage)).toEqual(['i18nextLng']);
  });

  it('one set before (a chunk really missing, then the reload) stays, so the router reloads once only', () => {
    const mark = 'tanstack_router_reload:Failed to fetch dynamically imported module: http://portal/assets/gone.js';
    sessionStorage.setItem(mark, '1');
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(mark)).toBe('1');
  });

  it('all go once a screen has drawn with every route loaded; nothing else of sessionStorage does', () => {
    sessionStorage.setItem('i18nextLng', 'ja');
    sessionStorage.setItem('tanstack_router_reload:Importing a module script failed.', '1');
    forgetReloadMarks(sessionStorage);
    expect(Object.keys(sessionStorage)).toEqual(['i18nextLng']);
  });
});
