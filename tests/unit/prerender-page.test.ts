import { describe, expect, it } from 'vitest';
import { prerenderedPage, type Snapshot } from '../../scripts/prerender-page';

/** What Vite writes (the shape the step relies on), trimmed to what matters. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Prepaid SIM &amp; eSIM Portal</title>
    <meta name="apple-mobile-web-app-title" content="SIM Portal" />
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-Def.js">
    <link rel="modulepreload" crossorigin href="/assets/portal-Ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Jkl.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const SNAPSHOT: Snapshot = {
  lang: 'zh-Hant',
  title: '登入 | <預付> "SIM" & eSIM',
  manifest: '/manifest-tw.webmanifest',
  appTitle: 'SIM卡"服務"',
  rootHtml: '<main><h1>登入</h1></main>',
};

describe('prerenderedPage', () => {
  const page = prerenderedPage(INDEX, SNAPSHOT);

  it.each([
    ['the screen language', `<html lang="zh-Hant">`],
    ['the screen title, escaped', '<title>登入 | &lt;預付&gt; "SIM" &amp; eSIM</title>'],
    ['the screen in an inert root the app takes over', '<div id="root" inert data-prerendered><main><h1>登入</h1></main></div>'],
    [
      'start.js with the entry and every preload',
      '<script defer src="/start.js" data-entry="/assets/index-AbC.js" data-preload="/assets/framework-Def.js /assets/portal-Ghi.js"></script>',
    ],
    ['the stylesheet, which the paint needs', '<link rel="stylesheet" crossorigin href="/assets/index-Jkl.css">'],
    ["the manifest of the screen's language", '<link rel="manifest" href="/manifest-tw.webmanifest">'],
    ['the home-screen title in that language, escaped', '<meta name="apple-mobile-web-app-title" content="SIM卡&quot;服務&quot;" />'],
  ])('keeps or writes %s', (_what, expected) => {
    expect(page).toContain(expected);
  });

  it.each([
    ['the module entry (fetched before the paint)', 'type="module"'],
    ['the module preloads (fetched before the paint)', 'rel="modulepreload"'],
    ['the empty root', '<div id="root"></div>'],
    ['the shell title', 'Prepaid SIM &amp; eSIM Portal'],
    ['the English manifest', 'href="/manifest.webmanifest"'],
    ['the English home-screen title', 'content="SIM Portal"'],
  ])('leaves out %s', (_what, unexpected) => {
    expect(page).not.toContain(unexpected);
  });

  it.each([
    ['no module entry', INDEX.replace(/<script type="module"[^<]*<\/script>/, '')],
    ['no empty root', INDEX.replace('<div id="root"></div>', '<div id="app"></div>')],
  ])('refuses an index.html with %s (Vite changed its output; better a failed build than a broken door)', (_what, html) => {
    expect(() => prerenderedPage(html, SNAPSHOT)).toThrow();
  });
});
