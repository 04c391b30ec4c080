import DOMPurify from 'dompurify';

/**
 * Server HTML (APN instructions, FAQ answers, notices) goes through DOMPurify before it reaches the
 * DOM: no script, no handlers, no javascript: URLs, no forms, form controls or frames. Links open in
 * a new tab without giving the opened page a handle on ours. The XSS corpus of tests/e2e/xss.spec.ts
 * is the proof, with and without the CSP.
 */
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

// Set once: a config passed to each sanitize() call is parsed again every time (its allow-lists
// rebuilt), which on a page of notices or APN steps was most of the sanitising.
purifier.setConfig({
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'option',
    'optgroup',
    'datalist',
    'textarea',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style'],
  // An id or name becomes "user-content-…": <a id="CPToken"> in a notice can never stand in for the
  // card provider's global (window.CPToken) or any other name the page looks up (DOM clobbering).
  SANITIZE_NAMED_PROPS: true,
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html);
}
