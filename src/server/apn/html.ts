import { MEDIA_API, type ApnSettings, type Language } from '@/contract';
import { versionedUrl } from '@/server/content/versioned-media';
import { screenshot, screenshotAlt, screenshotSize, type ScreenName } from './screenshots';
import type { PictureVariant } from './values';

/**
 * Building blocks of the step texts. They are HTML (the portal sanitises it); values go through
 * esc() even though they are our own constants, so a future value with a "<" cannot break a page.
 */
export type Step = ApnSettings['instructions'][number];

export type { ApnValues } from './values';

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A path through the device's menus, each name as the screen spells it: "Settings > General". */
export const menu = (...items: string[]) => items.map((i) => `<strong>${esc(i)}</strong>`).join(' &gt; ');

/** A button or label to tap, in bold. */
export const b = (label: string) => `<strong>${esc(label)}</strong>`;

/** "Label: value" lines for the values that apply; unused ones (null) are left out. */
export function valueLines(rows: [label: string, value: string | null][]): string {
  return rows
    .filter((r): r is [string, string] => r[1] !== null)
    .map(([label, value]) => `${esc(label)}: <strong>${esc(value)}</strong>`)
    .join('<br>');
}

/** Which pictures a list of steps shows: the customer's language and the APN the steps are about. */
export interface PictureSet {
  lng: Language;
  variant: PictureVariant;
}

/**
 * The URL of the picture's current version (cached for a year: routes/media.ts). It names the
 * language and the APN, since the picture shows words and values: `/api/media/apn/ja/prepaid/…`.
 */
export function screenshotUrl(name: ScreenName, { lng, variant }: PictureSet): string {
  return versionedUrl(`/api/${MEDIA_API.apnScreenshots}/${lng}/${variant}/${name}.svg`, screenshot(`${lng}/${variant}/${name}`));
}

/**
 * Pairs each text with its picture, in the same language. Each picture comes with its size, so
 * the portal keeps its box while it loads (no layout shift), and with what it shows in words.
 */
export function steps(texts: readonly string[], images: readonly ScreenName[], set: PictureSet): Step[] {
  return texts.map((instruction, i) => {
    const image = images[i];
    if (!image) return { instruction, image: null };
    const { width, height } = screenshotSize(image);
    return {
      instruction,
      image: screenshotUrl(image, set),
      image_width: width,
      image_height: height,
      image_alt: screenshotAlt(image, set.lng, set.variant),
    };
  });
}

/** The video of a device's steps (hosted by the operator; a router has none). */
export const video = (name: string) => `https://videos.example.jp/${name}.mp4`;
