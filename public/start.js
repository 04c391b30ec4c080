// Starts the portal on a prerendered door (landing, login; scripts/prerender-page.ts): the page's own
// HTML is already on the display, so the code is asked for only now, after the first paint, and the
// screen is never held back by it. The entry and its chunks come from the script tag's data, which the
// build writes (a fixed-name file cannot know the hashed names). Classic script: no module syntax.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    import(entry);
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // Once the screen is on the display (its first-contentful-paint entry), not before: the code must
  // not compete with the paint. A tab opened in the background paints nothing until it is shown, and
  // a browser without paint timing cannot tell us: those start at once. The timer is a backstop.
  var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!paintTiming || document.visibilityState === 'hidden') {
    setTimeout(startOnce, 0);
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, 1000);
})();
