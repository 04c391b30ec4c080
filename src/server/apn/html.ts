import { MEDIA_API, type ApnSettings } from '../../contract';
import { versionedUrl } from '../content/versioned-media';
import { screenshot, screenshotSize, type ScreenName } from './screenshots';

/**
 * Building blocks of the step texts. They are HTML (the portal sanitises it); values go through
 * esc() even though they are our own constants, so a future value with a "<" cannot break a page.
 */
export type Step = ApnSettings['instructions'][number];

/** The values of one APN, as the details box shows them (null: not used, the portal prints "null"). */
export interface ApnValues {
  name: string | null;
  apn: string | null;
  username: string | null;
  password: string | null;
  authentication_type: string | null;
  ip: string | null;
  type_of_apn: string | null;
}

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

/** The URL of the screenshot's current version (cached for a year: routes/media.ts). */
export function screenshotUrl(name: ScreenName): string {
  return versionedUrl(`/api/${MEDIA_API.apnScreenshots}/${name}.svg`, screenshot(name));
}

/**
 * Pairs each language's texts with the screenshots, which are the same in every language. Each
 * picture comes with its size, so the portal keeps its box while it loads (no shift, issue 6).
 */
export function steps(texts: readonly string[], images: readonly ScreenName[]): Step[] {
  return texts.map((instruction, i) => {
    const image = images[i];
    if (!image) return { instruction, image: null };
    const { width, height } = screenshotSize(image);
    return { instruction, image: screenshotUrl(image), image_width: width, image_height: height };
  });
}

/** The video of a device's steps (hosted by the operator; a router has none). */
export const video = (name: string) => `https://videos.example.jp/${name}.mp4`;
