import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { create, type FontkitFont } from 'fontkit';

/**
 * The receipt font (Noto Sans CJK JP cut to what a receipt prints, scripts/receipt-font.ts), read
 * once. Beside this module in the sources and beside main.js in the build (scripts/build-server.mjs).
 */
let bytes: Uint8Array | undefined;
export function receiptFontBytes(): Uint8Array {
  bytes ??= new Uint8Array(readFileSync(new URL('./fonts/receipt-sans.woff2', import.meta.url)));
  return bytes;
}

export const openReceiptFont = (): FontkitFont => create(Buffer.from(receiptFontBytes()));

/**
 * The upstream fontkit, handed to pdf-lib. pdf-lib's own fork (@pdf-lib/fontkit 1.1.1) writes broken
 * subsets of CID-keyed CFF fonts such as Noto Sans CJK (viewers then show no text at all); upstream
 * fontkit writes them right but returns the subset as bytes where pdf-lib reads a stream.
 */
let parsed: { data: Uint8Array; font: FontkitFont } | undefined;
export const receiptFontkit = {
  create(data: Uint8Array, postscriptName?: string): FontkitFont {
    // Unpacking the WOFF2 takes a quarter of a second; the font is only read, so one serves every receipt.
    if (parsed?.data === data) return parsed.font;
    const font = create(Buffer.from(data), postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
    };
    parsed = { data, font };
    return font;
  },
};
