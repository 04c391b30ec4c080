/**
 * When work the first screen does not need may start: the page has loaded (its `load` event), the
 * first screen has drawn and been painted (or `firstScreenCapMs` went by without it: a screen stuck
 * on a slow answer must not hold everything else back), and the browser then has an idle moment,
 * `idleCapMs` at most. The service worker's registration (and with it the download of its precache)
 * and the late read of a session of unknown state wait for this (decision 0155): on a phone, both
 * compete with the first screen for the main thread and the browser process.
 */
export interface FirstScreenTimes {
  firstScreenCapMs: number;
  idleCapMs: number;
}

export const FIRST_SCREEN_TIMES: FirstScreenTimes = { firstScreenCapMs: 5000, idleCapMs: 1000 };

const loaded = (win: Window) =>
  new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });

/** The page's first contentful paint has been reported (at once where paint timing is missing). */
const painted = () =>
  new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) return resolve();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

const idle = (win: Window, capMs: number) =>
  new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback: a short timer instead.
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: capMs });
    else win.setTimeout(resolve, Math.min(capMs, 200));
  });

export async function afterFirstScreen(firstScreen: Promise<unknown>, win: Window = window, times = FIRST_SCREEN_TIMES): Promise<void> {
  await loaded(win);
  const screenUp = Promise.all([firstScreen, painted()]);
  await Promise.race([screenUp, new Promise((resolve) => win.setTimeout(resolve, times.firstScreenCapMs))]);
  await idle(win, times.idleCapMs);
}
