// Makes the receipt's font: Noto Sans CJK JP (SIL Open Font Licence 1.1) cut down to what a receipt
// can print, committed as src/server/receipt/fonts/receipt-sans.woff2 (WOFF2: half the size) so that no machine needs a
// system font. Run again after a receipt text gains a character the font lacks (the receipt font
// test names it):
//   node --import tsx scripts/receipt-font.ts [/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc]
// The source is the first face of Debian's fonts-noto-cjk collection (NotoSansCJKjp-Regular).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { receiptFixedTexts } from '../src/server/receipt/texts';
import { PRINTABLE_RANGES, printableJis } from '../src/server/receipt/printable';

const source = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const out = join(import.meta.dirname, '..', 'src', 'server', 'receipt', 'fonts', 'receipt-sans.woff2');

const chars = new Set<string>();
for (const [from, to] of PRINTABLE_RANGES) for (let c = from; c <= to; c++) chars.add(String.fromCodePoint(c));
for (const ch of printableJis()) chars.add(ch);
for (const text of receiptFixedTexts()) for (const ch of text) chars.add(ch);

/** The first face of a TrueType/OpenType collection as a font file of its own (subset-font reads no collections). */
function firstFace(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== 'ttcf') return file;
  const at = file.readUInt32BE(12);
  const numTables = file.readUInt16BE(at + 4);
  const header = 12 + 16 * numTables;
  const tables = Array.from({ length: numTables }, (_, i) => {
    const r = at + 12 + 16 * i;
    return { record: file.subarray(r, r + 16), offset: file.readUInt32BE(r + 8), length: file.readUInt32BE(r + 12) };
  });
  const parts: Buffer[] = [Buffer.from(file.subarray(at, at + 12))];
  let offset = header;
  const bodies: Buffer[] = [];
  for (const t of tables) {
    const record = Buffer.from(t.record);
    record.writeUInt32BE(offset, 8);
    parts.push(record);
    const padded = Buffer.alloc((t.length + 3) & ~3);
    file.copy(padded, 0, t.offset, t.offset + t.length);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([...parts, ...bodies]);
}

const font = await subsetFont(firstFace(readFileSync(source)), [...chars].join(''), { targetFormat: 'woff2' });
writeFileSync(out, font);
console.log(`${out}: ${chars.size} characters, ${(font.length / 1024).toFixed(0)} KiB`);
