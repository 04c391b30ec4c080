/** The files the shell starts with (its module scripts and style sheets), as the built index.html names them. */
export function entryFiles(html: string): string[] {
  const found = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return [...new Set(found)];
}
