/**
 * A page being left (the customer tapped a link to another page, reloaded, or the portal reloads
 * itself) has its module loads cut short by WebKit and Firefox: an `import()` still on its way then
 * fails. That is no fault to show or to act on. Found by the engine journeys
 * (docs/decisions/0037): Firefox reported the aborted imports as uncaught errors, and TanStack
 * Router's lazy route, seeing a failed chunk, set its `tanstack_router_reload:<message>` mark in
 * sessionStorage (a mark that outlives logout) and reloaded the page over the customer's own
 * navigation.
 */
const RELOAD_MARK = 'tanstack_router_reload:';
let leaving = false;
let marksBefore = new Set<string>();

function reloadMarks(storage: Storage): string[] {
  const marks: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(RELOAD_MARK)) marks.push(key);
  }
  return marks;
}

/**
 * The router's reload marks set while the page was being left come from imports the leaving cut
 * short: they go. A mark set before (a chunk that is really missing: the router marks it, then
 * reloads, and the mark keeps the next load from reloading again) stays.
 */
export function forgetMarksOfLeaving(storage: Storage, before: ReadonlySet<string>) {
  for (const key of reloadMarks(storage)) if (!before.has(key)) storage.removeItem(key);
}

/**
 * After a screen has drawn with every route loaded, no chunk is missing: any reload mark is stale.
 * (WebKit driven by WebDriver sets one when a navigation cuts an import short without the page
 * seeing beforeunload first.) A chunk really missing never draws its screen, so its mark stays
 * until the customer has reached some other screen: the router reloads once more at most then.
 */
export function forgetReloadMarks(storage: Storage) {
  for (const key of reloadMarks(storage)) storage.removeItem(key);
}

export function watchLeaving(win: Window = window) {
  const storage = () => {
    try {
      return win.sessionStorage;
    } catch {
      return null;
    }
  };
  win.addEventListener('beforeunload', () => {
    leaving = true;
    const s = storage();
    marksBefore = new Set(s ? reloadMarks(s) : []);
  });
  win.addEventListener('pagehide', () => {
    leaving = true;
    const s = storage();
    if (s) forgetMarksOfLeaving(s, marksBefore);
  });
  // Back from the back-forward cache: the page lives on.
  win.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export const isLeaving = () => leaving;

/** `load()`, except that a failure while the page is being left never settles: the page is going. */
export function unlessLeaving<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (leaving) return new Promise<T>(() => undefined);
    throw error;
  });
}

/** For tests only. */
export function resetLeaving() {
  leaving = false;
  marksBefore = new Set();
}
