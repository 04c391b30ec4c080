import { PRERENDERED_ATTRIBUTE } from '../src/contract/prerender';

/**
 * Pure text work of the prerender step (scripts/prerender.ts): turns the built index.html into one
 * door's page in one language. Kept apart so a table test can pin every rule down.
 */

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

export interface Snapshot {
  /** `document.documentElement.lang` once the screen rendered. */
  lang: string;
  /** `document.title` once the screen rendered. */
  title: string;
  /** The manifest the screen links (its language's) and the home-screen title iOS reads, once rendered. */
  manifest?: string;
  appTitle?: string;
  /** The root's markup, controls already made inactive (see inactiveControlsScript). */
  rootHtml: string;
}

/**
 * The page for one snapshot:
 * - the screen's language and title, and its home-screen name: its language's manifest and iOS title;
 * - the screen's markup in the root, which is `inert` until the app has rendered over it: nothing in
 *   it can be focused, clicked or submitted (a form submitted before the app runs would put the
 *   password in the URL), and screen readers meet the working screen only;
 * - no script the browser fetches before it paints: the entry module and its preloads are handed to
 *   /start.js, which asks for them once the screen is on the display. On a slow line the customer
 *   reads the page while the code arrives, instead of a blank screen until it has run. /start.js
 *   (shipped unminified, so kept short) adds the preloads and imports the entry on the page's
 *   first-contentful-paint entry, so the code never competes with the paint; at once in a tab opened
 *   in the background (it paints nothing until shown) or a browser without paint timing; after 1 s
 *   at the latest. The names come from its data attributes: a fixed-name file cannot know the hashes.
 */
export function prerenderedPage(indexHtml: string, snapshot: Snapshot): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!entry) throw new Error('index.html has no module entry script: did the Vite output change?');
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty #root');
  const start = `<script defer src="/start.js" data-entry="${escapeAttribute(entry[1]!)}" data-preload="${escapeAttribute(preloads.join(' '))}"></script>`;
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(snapshot.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(snapshot.title)}</title>`)
    .replace(/<link rel="manifest" href="[^"]*">/, (tag) =>
      snapshot.manifest ? `<link rel="manifest" href="${escapeAttribute(snapshot.manifest)}">` : tag,
    )
    .replace(/(<meta name="apple-mobile-web-app-title" content=")[^"]*(")/, (tag, open: string, close: string) =>
      snapshot.appTitle ? `${open}${escapeAttribute(snapshot.appTitle)}${close}` : tag,
    )
    .replace(entry[0], start)
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(root, `<div id="root" inert ${PRERENDERED_ATTRIBUTE}>${snapshot.rootHtml}</div>`);
}
