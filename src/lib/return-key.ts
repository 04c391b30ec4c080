/**
 * Where the logged-in guard keeps the address a signed-out customer asked for, as [href, time]
 * (sessionStorage: this tab only). Apart from the rules that read it (return-after-login.ts), which
 * load with the sign-in, not with the doors.
 */
export const RETURN_KEY = 'return-after-login';

/**
 * Only an address opened from outside the portal is a request to come back to (decision 0053): the
 * one this document was opened at — a home-screen shortcut, a bookmark, a mail's link, a
 * notification — and only at the first logged-in screen's guard of the document. A screen reached
 * later in the tab is the tab's own history: after logging out, Back (or an iPhone's swipe) shows
 * the old screen's address, and the next sign-in must not return to it. A document opened by Back or
 * Forward is history too.
 */
let opening: string | undefined = openingPath();

function openingPath(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' ? undefined : window.location.pathname;
}

/** True when `pathname` is the address the document was opened at; asked once, at the first guard. */
export function takeOpening(pathname: string): boolean {
  const opened = opening;
  opening = undefined;
  return opened === pathname;
}
