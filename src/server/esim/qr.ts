import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { QrPixels } from '../../contract';

/** ISO/IEC 18004 asks for a 4-module quiet zone; 4 px per module keeps the image small but scannable. */
const QUIET_ZONE = 4;
const PX_PER_MODULE = 4;
const BLACK = 0xff000000 >>> 0;
const WHITE = 0xffffffff >>> 0;

/**
 * The QR of `text` as the contract's packed pixels: row by row, 0xAARRGGBB as unsigned 32-bit
 * numbers. Level M survives a smudge or a bit of glare on a screen, and keeps the symbol small.
 */
export function qrPixels(text: string): QrPixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE) * PX_PER_MODULE;
  const pixels = new Array<number>(side * side);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / PX_PER_MODULE) - QUIET_ZONE;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / PX_PER_MODULE) - QUIET_ZONE;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      pixels[y * side + x] = inside && modules.get(row, col) ? BLACK : WHITE;
    }
  }
  return { pixels, width: side, height: side };
}

/** The same pixels as a PNG file ("Keep" in the portal). */
export function qrPng(qr: QrPixels): Buffer {
  const png = new PNG({ width: qr.width, height: qr.height });
  qr.pixels.forEach((argb, i) => {
    png.data[i * 4] = (argb >>> 16) & 0xff;
    png.data[i * 4 + 1] = (argb >>> 8) & 0xff;
    png.data[i * 4 + 2] = argb & 0xff;
    png.data[i * 4 + 3] = (argb >>> 24) & 0xff;
  });
  return PNG.sync.write(png);
}
