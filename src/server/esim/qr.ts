import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { QrPixels } from '@/contract';

/** ISO/IEC 18004 asks for a 4-module quiet zone; 4 px per module keeps the
 * JSON small (the page scales it up); the saved file is drawn larger. */
const QUIET_ZONE = 4;
const DEFAULT_PX_PER_MODULE = 4;
const BLACK = 0xff000000 >>> 0;
const WHITE = 0xffffffff >>> 0;

/**
 * The QR of `text` as the contract's packed pixels: row by row, 0xAARRGGBB as unsigned 32-bit
 * numbers. Level M survives a smudge or a bit of glare on a screen, and keeps the symbol small.
 */
export function qrPixels(text: string, minSide = 0): QrPixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE;
  // Whole pixels per module keep the edges sharp; more of them when a minimum size is asked for.
  const pxPerModule = Math.max(DEFAULT_PX_PER_MODULE, Math.ceil(minSide / span));
  const side = span * pxPerModule;
  const pixels = new Array<number>(side * side);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / pxPerModule) - QUIET_ZONE;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / pxPerModule) - QUIET_ZONE;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      pixels[y * side + x] = inside && modules.get(row, col) ? BLACK : WHITE;
    }
  }
  return { pixels, width: side, height: side };
}

/** Pixels as a PNG file ("Keep" in the portal: drawn at least QR_DOWNLOAD_MIN_PX a side). */
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
