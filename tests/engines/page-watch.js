// Put first into every portal page by the test proxy (tests/engines/proxy.ts): what went wrong in the
// page goes to the proxy, which keeps it for the journey's verdict. The same listener in all three
// engines, because WebKit's driver has no console channel. Allowed by the portal's own CSP
// (script-src 'self', connect-src 'self').
(function () {
  // A picture or script whose load the engine cancels because the page is going away (WebKit fires
  // "error" for those) is no failure a customer sees; what the page's code does meanwhile still counts.
  var leaving = false;
  window.addEventListener('beforeunload', function () {
    leaving = true;
  });
  window.addEventListener('pagehide', function () {
    leaving = true;
  });
  window.addEventListener('pageshow', function () {
    leaving = false;
  });
  function send(kind, detail) {
    try {
      var body = JSON.stringify({ kind: kind, page: location.href, detail: String(detail).slice(0, 2000) });
      fetch('/__engines/report', { method: 'POST', body: body, keepalive: true, headers: { 'content-type': 'application/json' } });
    } catch (_) {
      /* nothing better to do inside the page */
    }
  }
  window.addEventListener(
    'error',
    function (event) {
      if (event instanceof ErrorEvent) send('uncaught', (event.error && event.error.stack) || event.message);
      else if (event.target && event.target !== window && !leaving)
        send('resource', (event.target.tagName || '') + ' ' + (event.target.src || event.target.href || ''));
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var r = event.reason;
    send('unhandled-rejection', (r && r.stack) || r);
  });
  document.addEventListener(
    'securitypolicyviolation',
    function (event) {
      send('csp', event.violatedDirective + ' blocked ' + event.blockedURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
    },
    true,
  );
  var original = console.error;
  console.error = function () {
    send(
      'console.error',
      Array.prototype.map
        .call(arguments, function (a) {
          return a && a.stack ? a.stack : String(a);
        })
        .join(' '),
    );
    return original.apply(console, arguments);
  };
})();
