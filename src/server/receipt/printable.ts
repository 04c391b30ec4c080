import type { FontkitFont } from 'fontkit';
import { openReceiptFont } from './font';

/**
 * What a receipt can print: the characters its font carries. scripts/receipt-font.ts cuts the font
 * from these ranges and JIS X 0208 (what the source font has of them). An addressee or a seller's
 * name outside it would print as empty boxes, so it is refused when it is set, not found on paper.
 */
export const PRINTABLE_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0x17f], // Latin-1 and Latin Extended-A (European names)
  [0x1a0, 0x1b0], // Vietnamese horn letters Ơ ơ Ư ư and their neighbours
  [0x300, 0x303], // combining accents Vietnamese input methods may send
  [0x309, 0x309],
  [0x323, 0x323],
  [0x1ea0, 0x1ef9], // Vietnamese letters with tone marks
  [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
  [0x3000, 0x303f], // CJK punctuation
  [0x3040, 0x30ff], // hiragana and katakana
  [0xff01, 0xff9f], // full-width forms and half-width katakana
];

let jisX0208: Set<string> | undefined;

/**
 * JIS X 0208's non-kanji rows and its level-1 kanji (the 2,965 in common use), read from the EUC-JP
 * decoder every Node carries. Level 2 would double the font for names that rarely need it
 * (docs/decisions/0102).
 */
export function printableJis(): Set<string> {
  if (jisX0208) return jisX0208;
  const set = new Set<string>();
  const decoder = new TextDecoder('euc-jp');
  for (let a = 0xa1; a <= 0xcf; a++)
    for (let b = 0xa1; b <= 0xfe; b++) {
      const ch = decoder.decode(Uint8Array.of(a, b));
      if (ch.length === 1 && ch !== '\ufffd') set.add(ch);
    }
  jisX0208 = set;
  return set;
}

/** What the receipt font draws: the font is the truth, the lists above only what it was cut from. */
export function isPrintable(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return c >= 0x20 && c !== 0x7f && receiptFont().hasGlyphForCodePoint(c);
}

let font: FontkitFont | undefined;
const receiptFont = () => (font ??= openReceiptFont());

/** The characters of a text a receipt cannot print, each once, in order. */
export function unprintable(text: string): string[] {
  return [...new Set([...text].filter((ch) => !isPrintable(ch)))];
}
