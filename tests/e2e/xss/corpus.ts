import { readFileSync } from 'node:fs';

/**
 * The XSS corpus (payloads.txt, urls.txt): one payload a line, its markers filled in with the
 * payload's own id, so whatever runs says which payload it was.
 */
export interface Payload {
  id: number;
  /** File and line, to find it again. */
  source: string;
  text: string;
}

const MARKERS: [RegExp, (id: number) => string][] = [
  [/XSS\(\)/g, (id) => `xss(${id})`],
  [/ALERT\(\)/g, (id) => `alert(${id})`],
  [/BEACON\(\)/g, (id) => `fetch('/xss-beacon/${id}')`],
  [/GLOBAL\(\)/g, (id) => `window.__xss=${id}`],
  [/@ID/g, (id) => String(id)],
];

const hex = (ch: string) => ch.codePointAt(0)!.toString(16);
const ENCODINGS: Record<string, (s: string) => string> = {
  b64: (s) => Buffer.from(s).toString('base64'),
  dec: (s) => [...s].map((ch) => `&#${ch.codePointAt(0)};`).join(''),
  hex: (s) => [...s].map((ch) => `&#x${hex(ch)};`).join(''),
  pct: (s) => [...s].map((ch) => `%${hex(ch).padStart(2, '0')}`).join(''),
  js: (s) => [...s].map((ch) => `\\u${hex(ch).padStart(4, '0')}`).join(''),
};

function expand(template: string, id: number): string {
  let text = template;
  for (const [marker, value] of MARKERS) text = text.replace(marker, value(id));
  return text
    .replace(/\{\{(b64|dec|hex|pct|js):(.*?)\}\}/g, (_all, name: string, inner: string) => ENCODINGS[name]!(inner))
    .replaceAll('{{nl}}', '\n')
    .replaceAll('{{tab}}', '\t');
}

/** Non-comment, non-blank lines, kept exactly (a leading space or tab is part of some payloads). */
export function loadCorpus(file: 'payloads.txt' | 'urls.txt', firstId: number): Payload[] {
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  const payloads: Payload[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const id = firstId + payloads.length;
    payloads.push({ id, source: `${file}:${index + 1}`, text: expand(line, id) });
  });
  return payloads;
}

export const HTML_PAYLOADS = loadCorpus('payloads.txt', 1);
/** Ids from 1001, so a URL payload is never mistaken for an HTML one. */
export const URL_PAYLOADS = loadCorpus('urls.txt', 1001);
