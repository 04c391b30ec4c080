/**
 * Which Cross-Origin-Opener-Policy a portal document is served with (decision 0043).
 *
 * `same-origin` on every document made Chromium swap browsing-context groups on each arrival: a fresh
 * renderer on the critical path of every first screen (Lighthouse: doors 84 on a fresh machine).
 * What the header protected is a customer's signed-in window from a page on another origin that
 * holds a handle to it (it opened the portal): navigating it away to a look-alike, counting its
 * frames, messaging it. Only a page that opened the portal holds such a handle, and the portal can
 * see that (`window.opener`). So documents are served without the header, and a document that finds
 * a cross-origin opener loads itself again with ISOLATE_PARAM, which the server and the service
 * worker answer with `same-origin`: the new document is in a group of its own, the opener's handle
 * is closed, before any personal data is drawn.
 */
export const ISOLATE_PARAM = 'isolated';

export type OpenerPolicy = 'same-origin' | 'unsafe-none';

/** The policy of a portal document (the shell or a door) at that URL. */
export function openerPolicyFor(url: URL): OpenerPolicy {
  return url.searchParams.has(ISOLATE_PARAM) ? 'same-origin' : 'unsafe-none';
}

/** The URL a document loads itself again at to be isolated. */
export function isolatedUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.set(ISOLATE_PARAM, '1');
  return url.href;
}

/** The address bar without the marker, once the isolated document is up. */
export function withoutIsolateParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(ISOLATE_PARAM);
  return url.href;
}
