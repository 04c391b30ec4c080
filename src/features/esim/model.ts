import type { QrPixels } from '../../contract';

/**
 * Unpacks the API's QR pixels (32-bit 0xAARRGGBB, row by row) into canvas RGBA bytes. Kept pure so
 * the test decodes exactly what the page draws.
 */
export function qrToRgba(qr: QrPixels): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(qr.width * qr.height * 4);
  qr.pixels.forEach((argb, i) => {
    out[i * 4] = (argb >>> 16) & 0xff;
    out[i * 4 + 1] = (argb >>> 8) & 0xff;
    out[i * 4 + 2] = argb & 0xff;
    out[i * 4 + 3] = (argb >>> 24) & 0xff;
  });
  return out;
}

/** Parts of the GSMA activation code `LPA:1$<SM-DP+>$<matching id>`. */
export function parseLpa(code: string): { smdp: string; matchingId: string } | undefined {
  const match = /^LPA:1\$([^$]+)\$([^$]*)/.exec(code);
  return match ? { smdp: match[1]!, matchingId: match[2]! } : undefined;
}

/**
 * iOS 17.4+ installs an eSIM from a link (no second screen needed to scan the QR): Apple's
 * provisioning URL with the URL-encoded LPA string.
 */
export function iosInstallLink(activationCode: string): string {
  return `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(activationCode)}`;
}
