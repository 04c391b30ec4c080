/**
 * SVG primitives of the APN step pictures. Plain strings, no DOM: each picture is drawn once per
 * language and APN, then served from memory (screenshots.ts). Text uses the device's own fonts (an
 * SVG shown as an <img> loads none), so widths are estimated here to keep labels inside their boxes.
 */

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Numbers as short as they can be written: the pictures are served many times. */
const n = (v: number) => String(Math.round(v * 10) / 10);

export const rect = (x: number, y: number, w: number, h: number, attrs: string) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
export const circle = (cx: number, cy: number, r: number, attrs: string) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
export const path = (d: string, attrs: string) => `<path d="${d}" ${attrs}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1) =>
  `<path d="M${n(x1)} ${n(y1)}H${n(x2)}${y2 !== y1 ? `V${n(y2)}` : ''}" stroke="${stroke}" stroke-width="${width}"/>`;

const CLOSE = '」』）】、。，！？：；”’›';
const TOKENS = new RegExp(
  [
    `[\\u30a0-\\u30ff]+[\\u3041-\\u309f]*[${CLOSE}]*`,
    `[\\u2e80-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef][\\u3041-\\u309f]{0,2}[${CLOSE}]*`,
    `[^\\s\\u2e80-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef]+\\s*`,
    '\\s+',
  ].join('|'),
  'g',
);
const WIDE = /[\u1100-\u11ff\u2e80-\u303f\u3040-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const NARROW = /[ijlft.,:;'’|!()[\]\s]/;
const BROAD = /[A-Z0-9mwMW@#%&+ĐƠƯ]/;

/**
 * Estimated width of a text in a sans-serif face; CJK characters are square, Latin about half.
 * Latin is measured against the widest common fallback (DejaVu Sans, 12 % wider than Arial, SF or
 * Roboto), bold 10 % more: text fits on any device, a little roomily on most.
 */
export function textWidth(s: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of s.normalize('NFC')) em += WIDE.test(ch) ? 1 : (NARROW.test(ch) ? 0.3 : BROAD.test(ch) ? 0.66 : 0.53) * 1.12;
  return em * size * (bold ? 1.1 : 1);
}

/**
 * Splits a text into lines of at most `max` pixels (at spaces in Latin scripts, between any two CJK
 * characters), as even as they can be: never a last line of one or two characters.
 */
export function wrap(s: string, size: number, max: number, bold = false): string[] {
  const greedy = wrapGreedy(s, size, max, bold);
  if (greedy.length < 2) return greedy;
  let best = greedy;
  for (let m = max - 4; m > max / 2; m -= 4) {
    const tried = wrapGreedy(s, size, m, bold);
    if (tried.length !== greedy.length) break;
    best = tried;
  }
  return best;
}

function wrapGreedy(s: string, size: number, max: number, bold: boolean): string[] {
  // Katakana words stay whole (ダウンロード), as do a kanji and the kana after it (済み); other CJK
  // characters break anywhere; closing punctuation stays with what it closes; Latin breaks at spaces.
  const tokens = s.match(TOKENS) ?? [s];
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    if (current && textWidth((current + token).trimEnd(), size, bold) > max) {
      lines.push(current.trimEnd());
      current = token.trimStart();
    } else current += token;
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines;
}

export interface TextStyle {
  size: number;
  fill?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** The room the text has, in pixels: a longer text is made smaller, then narrower, never cut. */
  max?: number;
  /** Lines the text may take when it does not fit on one (line height 1.25 × size). */
  lines?: number;
}

/** Text at (x, y) (the baseline). A text wider than `max` wraps (if allowed), then shrinks to fit. */
export function text(x: number, y: number, s: string, style: TextStyle): string {
  const { fill = '#000', weight, anchor = 'start', max, lines = 1 } = style;
  const bold = (weight ?? 400) >= 600;
  const width = (t: string, px: number) => textWidth(t, px, bold);
  let size = style.size;
  let rows = [s];
  if (max !== undefined && width(s, size) > max) {
    if (lines > 1) rows = wrap(s, size, max, bold);
    // Too many lines: one size smaller at a time, down to 80 %.
    while (rows.length > lines && size > style.size * 0.8) {
      size -= 0.5;
      rows = wrap(s, size, max, bold);
    }
    if (rows.length > lines) rows = [...rows.slice(0, lines - 1), rows.slice(lines - 1).join(' ')];
    if (lines === 1) size = Math.max(style.size * 0.8, Math.min(size, (size * max) / width(s, size)));
  }
  const attrs = [`x="${n(x)}"`, `y="${n(y)}"`, `font-size="${n(size)}"`];
  if (fill !== '#000') attrs.push(`fill="${fill}"`);
  if (weight) attrs.push(`font-weight="${weight}"`);
  if (anchor !== 'start') attrs.push(`text-anchor="${anchor}"`);
  const squeeze = (row: string) =>
    max !== undefined && width(row, size) > max ? ` textLength="${n(max)}" lengthAdjust="spacingAndGlyphs"` : '';
  if (rows.length === 1) return `<text ${attrs.join(' ')}${squeeze(rows[0]!)}>${esc(rows[0]!)}</text>`;
  // Several lines: the first on the baseline given, the others below it.
  const spans = rows.map((row, i) => `<tspan x="${n(x)}"${i ? ` dy="${n(size * 1.25)}"` : ''}${squeeze(row)}>${esc(row)}</tspan>`).join('');
  return `<text ${attrs.join(' ')}>${spans}</text>`;
}

/** How many lines `text` with the same style would take (to size the box around it). */
export function lineCount(s: string, style: TextStyle): number {
  if (style.max === undefined || (style.lines ?? 1) === 1) return 1;
  return Math.min(style.lines ?? 1, wrap(s, style.size, style.max, (style.weight ?? 400) >= 600).length);
}

/** The colour of every "do this" mark, one for all platforms so customers learn it once. */
export const MARK = '#e11d48';

/**
 * What the customer taps, clicks or types on this step: the control as drawn, and around it a ring
 * in the mark colour. Grouped as `<g class="tap">` so a test can tell which control carries the ring.
 */
export function target(
  control: string,
  box: { x: number; y: number; w: number; h: number },
  options: { r?: number; n?: number } = {},
): string {
  const pad = 3;
  const r = options.r ?? 8;
  const ring = rect(
    box.x - pad,
    box.y - pad,
    box.w + 2 * pad,
    box.h + 2 * pad,
    `rx="${r + pad}" fill="none" stroke="${MARK}" stroke-width="3"`,
  );
  // When a step has several things to do, each ring has its number on its top left corner.
  const number = options.n === undefined ? '' : badge(box.x - 1, box.y - 1, String(options.n));
  return `<g class="tap">${control}${ring}${number}</g>`;
}

/** A numbered badge on a mark, when one step has two or three things to do, in this order. */
export const badge = (x: number, y: number, label: string) =>
  circle(x, y, 9, `fill="${MARK}"`) + text(x, y + 4, label, { size: 12, fill: '#fff', weight: 700, anchor: 'middle' });

export interface Picture {
  width: number;
  height: number;
  body: string;
}

/** The `<svg>` root: size, language (so the right CJK glyphs are chosen) and the platform's font. */
export function svg(p: Picture, lang: string, font: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" viewBox="0 0 ${p.width} ${p.height}" lang="${lang}" font-family="${esc(font)}">${p.body}</svg>`;
}
