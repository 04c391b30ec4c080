import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';

/** The only way server HTML enters the page: sanitised first, every time it changes. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
