import type { QrPixels } from '@/contract';

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

export type Phone = 'iphone' | 'android';
export type InstallMethod = 'thisPhone' | 'otherScreen';
export type InstallSection = 'oneTap' | 'qr' | 'manual';

/** The route's `device` (1 iPhone, 2 Android, spec §3) and `method` (1 this phone, 2 another screen). */
export const phoneOf = (device: string): Phone => (device === '1' ? 'iphone' : 'android');
export const methodOf = (method: string): InstallMethod => (method === '2' ? 'otherScreen' : 'thisPhone');

/**
 * What the page shows, first what the customer chose (decision 0030). A phone cannot scan its own
 * screen, so "this phone" has no QR: an iPhone installs from Apple's link, an Android phone from the
 * code pasted into its settings. "Another screen" leads with the QR. Typing the codes is the fallback
 * everywhere. Apple's link only on iPhone: other phones cannot open it.
 */
export const INSTALL_SECTIONS: Record<Phone, Record<InstallMethod, readonly InstallSection[]>> = {
  iphone: { thisPhone: ['oneTap', 'manual'], otherScreen: ['qr', 'manual'] },
  android: { thisPhone: ['manual'], otherScreen: ['qr', 'manual'] },
};

/** The whole LPA string, from an API that sends the matching ID alone (decision 0029) or the full string. */
export function lpaString(data: { activation_code: string; smdp_address: string; android_act_code: string }): string {
  if (parseLpa(data.android_act_code)) return data.android_act_code;
  if (parseLpa(data.activation_code)) return data.activation_code;
  return `LPA:1$${data.smdp_address}$${data.activation_code}`;
}

export type ManualField = { key: 'smdp' | 'matchingId' | 'lpa'; value: string };

/**
 * The fields of each phone's "enter manually" screen, in its order (decision 0029): iPhone asks for
 * the SM-DP+ address and the activation code (matching ID) apart, Android for the one LPA string.
 */
export function manualEntry(
  data: { activation_code: string; smdp_address: string; android_act_code: string },
  phone: Phone,
): ManualField[] {
  const lpa = lpaString(data);
  if (phone === 'android') return [{ key: 'lpa', value: lpa }];
  const parts = parseLpa(lpa);
  return [
    { key: 'smdp', value: parts?.smdp ?? data.smdp_address },
    { key: 'matchingId', value: parts?.matchingId ?? data.activation_code },
  ];
}
