import * as v from 'valibot';
import { CardQuery } from './cards';

/** Device types, first scheme of spec §3 (IOS 1, ANDROID 2, WINDOWS 3, WIFI 4): the `platform` query. */
export { DEVICE_TYPES, type DeviceName } from './codes';
export const Platform = v.pipe(v.string(), v.regex(/^[1-4]$/), v.transform(Number));

/** APN info types of spec §3. */
export const APN_INFO_TYPES = { prepaid: 1, esimAndroid: 2, prepaidPc: 3 } as const;

/** A picture's side in CSS pixels. */
const PictureSide = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4096));

/**
 * One step (spec §3: instruction HTML and image URL). `image_width` and `image_height`, the picture's
 * size, are the reference API's addition: with them the portal keeps the picture's box while it loads,
 * so nothing below it moves. An API without them still works; the portal then guesses.
 * `image_alt`, also an addition (decision 0032), says in the request's language what the
 * picture shows and what to tap there; without it the portal falls back to a generic text.
 */
export const ApnInstruction = v.object({
  instruction: v.string(),
  image: v.nullable(v.string()),
  image_width: v.optional(PictureSide),
  image_height: v.optional(PictureSide),
  image_alt: v.optional(v.pipe(v.string(), v.maxLength(300))),
});

/** APN settings response (spec §3). Missing values are null and the portal prints the text "null". */
export const ApnSettings = v.object({
  name: v.nullable(v.string()),
  apn: v.nullable(v.string()),
  username: v.nullable(v.string()),
  password: v.nullable(v.string()),
  authentication_type: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  type_of_apn: v.nullable(v.string()),
  video: v.nullable(v.string()),
  instructions: v.array(ApnInstruction),
});
export type ApnSettings = v.InferOutput<typeof ApnSettings>;

/** A QR code as packed 32-bit colour values, row by row (spec §3 eSIM activation data). */
export const QrPixels = v.object({
  pixels: v.array(v.number()),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type QrPixels = v.InferOutput<typeof QrPixels>;

/**
 * GET apn/esim/activation_code (decision 0029): what each phone's "enter manually" screen asks for.
 * iPhone asks for the SM-DP+ address and the activation code separately: `smdp_address` and
 * `activation_code` (the matching ID alone). Android takes one string: `android_act_code`, the GSMA
 * form `LPA:1$<SM-DP+>$<matching id>`, which is also what the QR holds.
 */
export const EsimActivationData = v.object({
  activation_code: v.string(),
  smdp_address: v.string(),
  android_act_code: v.string(),
  qr_code: QrPixels,
});
export type EsimActivationData = v.InferOutput<typeof EsimActivationData>;

/** `?platform&id` of the APN and eSIM reads (spec §7): `id` is the SIM (scId), as in cards/info. */
export const ApnQuery = v.object({ platform: Platform, id: CardQuery.entries.id });
/** `apn/esim/qr_download?id`: the QR is the same on every device, so no platform. */
export const QrDownloadQuery = v.object({ id: CardQuery.entries.id });

/**
 * The saved QR's file name, after the line it installs (decision 0029): a customer keeping the QRs of
 * two eSIMs tells them apart. The line number's last four digits, or the ICCID's when it has none.
 */
export function qrFileName(line: { tel_no?: string | null | undefined; iccid?: string | undefined }): string {
  const digits = (line.tel_no ?? '').replace(/\D/g, '') || (line.iccid ?? '').replace(/\D/g, '');
  return digits ? `esim-${digits.slice(-4)}.png` : 'esim.png';
}

/** The saved QR is read from another screen, often across a desk: at least this many pixels a side. */
export const QR_DOWNLOAD_MIN_PX = 512;
