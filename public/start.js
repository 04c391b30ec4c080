// Starts the app on a prerendered door after its first paint (scripts/prerender-page.ts says why and how).
// Shipped as written, so every byte here is a byte of the doors' first load: keep it short.
(function () {
  var script = document.currentScript;
  var started;
  function start() {
    if (started) return;
    started = 1;
    (script.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    import(script.getAttribute('data-entry'));
  }
  // A hidden tab paints nothing, a browser without paint timing cannot tell: those start at once.
  if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0 || document.visibilityState === 'hidden') return setTimeout(start);
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})();
