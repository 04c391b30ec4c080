// Starts the app on a prerendered door after its first paint (scripts/prerender-page.ts says why and how).
// Shipped as written, so every byte here is a byte of the doors' first load: keep it short.
(function () {
  var script = document.currentScript;
  var started;
  function start() {
    if (started) return;
    started = 1;
    var chunks = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    // Each chunk's code runs in a task of its own, the entry's last: no one long task.
    chunks.push(script.getAttribute('data-entry'));
    (function next() {
      import(chunks.shift()).then(function () {
        if (chunks.length) setTimeout(next);
      });
    })();
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
