import type { AnyRouter } from '@tanstack/react-router';

/** How long a screen still loading its data may take to show its heading. */
const HEADING_WAIT_MS = 8000;

function heading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** Focus that the route change left nowhere useful: on the body, gone, or still where it was before. */
function stranded(before: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected || active === before) return true;
  // A screen that focused something of its own (a message, a field) keeps it; a modal keeps its own.
  return !active.closest('main, dialog[open]');
}

function focusHeading(before: Element | null) {
  const done = () => {
    const h1 = heading();
    if (!h1) return false;
    if (stranded(before)) {
      h1.tabIndex = -1;
      // Where the screen starts, without undoing the scroll position the router restored (Back).
      h1.focus({ preventScroll: true });
    }
    return true;
  };
  if (done()) return;
  // Still loading (a spinner in place of the screen): wait for its heading, not for ever.
  const observer = new MutationObserver(() => done() && stop());
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
}

/**
 * After every change of screen, keyboard and screen-reader users start at the new screen's heading
 * (focused, so it is read out) instead of on the page's body, where the link they followed vanished.
 * Not when the new screen put focus somewhere itself. Loaded at the first change of screen (the app
 * shell asks for it), so the doors' first load carries none of it; `fromHref` is where the change
 * started, `before` what had focus then.
 */
export function focusNewScreen(router: AnyRouter, fromHref: string, before: Element | null): void {
  // After the effects of the change (a closing menu hands focus back to its button first).
  const later = () => void setTimeout(() => focusHeading(before), 0);
  // This code may arrive after the new screen did (a preloaded screen renders at once).
  if (router.state.status === 'idle' && router.state.resolvedLocation?.href !== fromHref) return later();
  const off = router.subscribe('onRendered', () => {
    off();
    later();
  });
}
