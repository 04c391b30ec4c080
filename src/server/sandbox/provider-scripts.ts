/**
 * The sandbox provider's browser scripts, with the real provider's interface (spec §7):
 * `CPToken.TokenCreate(params, callback)` and `ThreeDSAdapter.authenticate(params)`. Classic scripts
 * (no modules, no eval, no inline handlers) so they run under the portal's CSP (script-src 'self',
 * connect-src 'self'). They call the provider endpoints next to the script itself: the card number
 * travels only in that request, to the provider, never to the portal's API.
 */

/** The directory the script was loaded from, so the API may live under another base path. */
const BASE = `var base = (document.currentScript && document.currentScript.src) ? new URL('.', document.currentScript.src).href : '/api/sandbox/provider/';`;

const POST = `function post(path, body) {
    return fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'omit', body: JSON.stringify(body) })
      .then(function (r) { return r.json(); });
  }`;

export const CPTOKEN_JS = `/* Sandbox card provider: CPToken.TokenCreate({aid, cn, ed: 'YYMM', fn, ln, cvv}, callback(resultCode, errMsg)). */
(function () {
  'use strict';
  ${BASE}
  ${POST}
  function TokenCreate(params, callback) {
    var p = params || {};
    post('tokens', { aid: p.aid, cn: p.cn, ed: p.ed, fn: p.fn, ln: p.ln, cvv: p.cvv }).then(function (res) {
      if (res.resultCode === 'Success') {
        var field = document.getElementById('tkn');
        if (field) field.value = res.tkn;
      }
      callback(res.resultCode, res.errMsg || '');
    }, function () {
      callback('E90000', 'The card provider could not be reached.');
    });
  }
  window.CPToken = { TokenCreate: TokenCreate };
})();
`;

export const THREEDS_JS = `/* Sandbox 3-D Secure: ThreeDSAdapter.authenticate({tkn, aid, am, tx, sf}) -> Promise<{resultCode, errMsg?}>; never rejects. */
(function () {
  'use strict';
  ${BASE}
  ${POST}
  function authenticate(params) {
    var p = params || {};
    return post('3ds', { tkn: p.tkn, aid: p.aid, am: p.am, tx: p.tx, sf: p.sf }).then(function (res) {
      return res.resultCode === 'Success' ? { resultCode: 'Success' } : { resultCode: 'Failure', errMsg: res.errMsg || 'Authentication failed' };
    }, function () {
      return { resultCode: 'Failure', errMsg: 'Authentication failed' };
    });
  }
  window.ThreeDSAdapter = { authenticate: authenticate };
})();
`;

/** Scripts are the same for everyone: cacheable for a day, like the public media. */
export const SCRIPT_HEADERS = {
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
} as const;
