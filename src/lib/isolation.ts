import { ISOLATE_PARAM, isolatedUrl, withoutIsolateParam } from '@/contract/isolation';

/** The parts of `window` this needs (a test passes its own). */
export interface IsolationWindow {
  opener: unknown;
  location: { href: string; origin: string; replace(url: string): void };
  history: Pick<History, 'replaceState' | 'state'>;
}

/** True when a page of another origin opened this window and so holds a handle to it. */
export function hasCrossOriginOpener(win: IsolationWindow): boolean {
  const opener = win.opener as { location?: { origin?: string } } | null | undefined;
  if (!opener) return false;
  try {
    // Reading another origin's location throws; our own tabs (a portal page that opened this one) may.
    return opener.location?.origin !== win.location.origin;
  } catch {
    return true;
  }
}

/**
 * Decision 0043. Called first at start-up, before any screen is drawn. Returns true when this document
 * is being replaced by an isolated one (start nothing then). An isolated document drops the marker
 * from the address bar so that it is not bookmarked or shared.
 */
export function isolateFromOpener(win: IsolationWindow): boolean {
  const marked = new URL(win.location.href).searchParams.has(ISOLATE_PARAM);
  if (marked) {
    win.history.replaceState(win.history.state, '', withoutIsolateParam(win.location.href));
    return false;
  }
  if (!hasCrossOriginOpener(win)) return false;
  win.location.replace(isolatedUrl(win.location.href));
  return true;
}
