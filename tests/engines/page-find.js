// Runs inside the page (all three engines): finds one element the way a customer names it, by role and
// accessible name, roughly as Testing Library's getByRole does. Plain JavaScript, read as text by
// tests/engines/driver.ts and sent to the page, so no compiler helper can creep into it.
// (query) => Element | null. Query: { role, name?, exact?, re?, within?, nth? } — see Query in driver.ts.
/* eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the file is one expression the driver evaluates */
(function find(query) {
  function text(el) {
    return (el.textContent || '').replace(/\s+/g, ' ').trim();
  }
  function byIds(ids) {
    return ids
      .split(/\s+/)
      .map(function (id) {
        var el = document.getElementById(id);
        return el ? text(el) : '';
      })
      .join(' ')
      .trim();
  }
  function nameOf(el) {
    var label = el.getAttribute('aria-label');
    if (label) return label.trim();
    var by = el.getAttribute('aria-labelledby');
    if (by) return byIds(by);
    if (el.labels && el.labels.length) return text(el.labels[0]);
    if (el.tagName === 'IMG') return (el.getAttribute('alt') || '').trim();
    if (el.tagName === 'FIELDSET' && el.querySelector('legend')) return text(el.querySelector('legend'));
    if (el.tagName === 'INPUT' && (el.type === 'submit' || el.type === 'button')) return el.value;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) return (el.getAttribute('title') || el.getAttribute('placeholder') || '').trim();
    return text(el) || (el.getAttribute('title') || '').trim();
  }
  function visible(el) {
    if (!el.getClientRects().length) return false;
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  }
  var ROLES = {
    button: 'button, [role=button], input[type=submit], input[type=button], summary',
    link: 'a[href], [role=link]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=tel], input[type=date], input[type=number], textarea',
    checkbox: 'input[type=checkbox]',
    radio: 'input[type=radio]',
    combobox: 'select',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    dialog: 'dialog, [role=dialog]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    navigation: 'nav, [role=navigation]',
    alert: '[role=alert]',
    status: '[role=status]',
    img: 'img, canvas, [role=img]',
    listitem: 'li, [role=listitem]',
    group: 'fieldset, [role=group]',
  };
  function matches(el, q) {
    if (q.name === undefined && q.re === undefined) return true;
    var name = q.role === 'text' ? text(el) : nameOf(el);
    if (q.re !== undefined) return new RegExp(q.re, q.flags || '').test(name);
    return q.exact === false ? name.indexOf(q.name) !== -1 : name === q.name;
  }
  function all(q, root) {
    var found;
    if (q.role === 'css') found = Array.prototype.slice.call(root.querySelectorAll(q.css));
    else if (q.role === 'text') {
      // The innermost elements whose own text matches (a <p>, a <span>…), not their ancestors.
      found = Array.prototype.slice.call(root.querySelectorAll('body *')).filter(function (el) {
        if (/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(el.tagName)) return false;
        if (!matches(el, q)) return false;
        for (var i = 0; i < el.children.length; i++) if (matches(el.children[i], q)) return false;
        return true;
      });
    } else found = Array.prototype.slice.call(root.querySelectorAll(ROLES[q.role]));
    return found.filter(function (el) {
      return visible(el) && (q.role === 'text' || matches(el, q));
    });
  }
  var roots = [document];
  if (query.within) {
    var chain = [];
    for (var w = query.within; w; w = w.within) chain.unshift(w);
    var current = [document];
    chain.forEach(function (q) {
      var next = [];
      current.forEach(function (root) {
        next = next.concat(all(q, root));
      });
      current = next;
    });
    roots = current;
  }
  var hits = [];
  roots.forEach(function (root) {
    hits = hits.concat(all(query, root));
  });
  return hits[query.nth || 0] || null;
});
