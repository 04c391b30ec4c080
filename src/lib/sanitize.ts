import DOMPurify from 'dompurify';

/**
 * Server HTML (APN instructions, FAQ answers, notices) goes through DOMPurify before it reaches the
 * DOM: no script, no handlers, no javascript: URLs, no forms or frames. Links open in a new tab
 * without giving the opened page a handle on ours.
 */
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
