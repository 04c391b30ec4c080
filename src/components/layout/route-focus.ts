import type { AnyRouter } from '@tanstack/react-router';

/** How long a screen still loading its data may take to show its heading. */
const HEADING_WAIT_MS = 8000;
/** A screen that keeps the previous one's heading element and words (same screen, other data) has drawn by then. */
const SAME_HEADING_MS = 400;
const TICK_MS = 50;

const heading = () => document.querySelector<HTMLElement>('main h1');

/** Focus that the change of screen left nowhere useful: on the body, gone, or still where it was before. */
function stranded(before: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected || active === before) return true;
  // A screen that focused something of its own (a message, a field) keeps it; a modal keeps its own.
  return !active.closest('main, dialog[open]');
}

/**
 * After every change of screen, keyboard and screen-reader users start at the new screen's heading
 * (focused, so it is read out) instead of on the page's body, where the link they followed vanished.
 * Not when the new screen put focus somewhere itself; the scroll position the router restored (Back)
 * is kept. Loaded at the first change of screen (the app shell asks for it), so the doors' first load
 * carries none of it. `fromHref` is where the change started, `before` what had focus then.
 *
 * It watches for the new heading rather than trusting one router event: WebKit's runs do not always
 * see "rendered" after a navigation, and "resolved" can come before React has drawn the new screen.
 */
export function focusNewScreen(router: AnyRouter, fromHref: string, before: Element | null): void {
  const old = heading();
  const oldWords = old?.textContent;
  const started = Date.now();
  let settledAt: number | undefined;
  const tick = () => {
    const now = Date.now();
    if (now - started > HEADING_WAIT_MS) return;
    const settled = router.state.status === 'idle' && router.state.resolvedLocation?.href !== fromHref;
    if (settled) settledAt ??= now;
    const h1 = heading();
    const drawn = !!h1 && (h1 !== old || h1.textContent !== oldWords || (settledAt !== undefined && now - settledAt >= SAME_HEADING_MS));
    if (!settled || !drawn) return void setTimeout(tick, TICK_MS);
    if (!stranded(before)) return;
    h1.tabIndex = -1;
    h1.focus({ preventScroll: true });
  };
  setTimeout(tick, 0);
}
