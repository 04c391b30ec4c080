/**
 * The pictures of the APN steps: each screen of the customer's device at that step, drawn as a
 * light SVG in the platform's own look (iOS, Android, Windows 11, a router's admin page), with its
 * words in the customer's language, the values to type filled in, and a ring on what to tap.
 * Drawn in code (no trademarks, no stored files), once per language, APN and screen, served from
 * memory with a versioned URL (routes/media.ts). Decision 0032.
 */
import { LANGUAGES, type Language } from '@/contract';
import { versionedMedia } from '@/server/content/versioned-media';
import { ANDROID_FRAME, ANDROID_SCREENS } from './pictures/android-screens';
import { IOS_FRAME, IOS_SCREENS } from './pictures/ios-screens';
import { ROUTER_FRAME, ROUTER_SCREENS } from './pictures/router-screens';
import { svg } from './pictures/svg';
import { FRAME_SIZE, type Ctx, type ScreenDef } from './pictures/types';
import { WINDOWS_FRAME, WINDOWS_SCREENS } from './pictures/windows-screens';
import { PICTURE_VARIANTS, type PictureVariant } from './values';

const withFrame = <K extends string>(frame: Pick<ScreenDef, 'frame' | 'font'>, screens: Record<K, Omit<ScreenDef, 'frame' | 'font'>>) =>
  Object.fromEntries(Object.entries<Omit<ScreenDef, 'frame' | 'font'>>(screens).map(([name, s]) => [name, { ...frame, ...s }])) as Record<
    K,
    ScreenDef
  >;

export const SCREENS = {
  ...withFrame(IOS_FRAME, IOS_SCREENS),
  ...withFrame(ANDROID_FRAME, ANDROID_SCREENS),
  ...withFrame(WINDOWS_FRAME, WINDOWS_SCREENS),
  ...withFrame(ROUTER_FRAME, ROUTER_SCREENS),
};

export type ScreenName = keyof typeof SCREENS;

export const isScreenName = (name: string): name is ScreenName => Object.hasOwn(SCREENS, name);
export const isLanguage = (lng: string): lng is Language => (LANGUAGES as readonly string[]).includes(lng);

/** The `lang` of the picture: it picks Japanese, Simplified or Traditional Chinese glyphs for the same characters. */
const LANG_TAG: Record<Language, string> = { ja: 'ja', en: 'en', zh: 'zh-Hans', tw: 'zh-Hant', vi: 'vi' };

const ctx = (lng: Language, variant: PictureVariant): Ctx => ({ lng, ...PICTURE_VARIANTS[variant] });

export function screenshotSvg(name: ScreenName, lng: Language, variant: PictureVariant): string {
  const s = SCREENS[name];
  return svg({ ...FRAME_SIZE[s.frame], body: s.draw(ctx(lng, variant)) }, LANG_TAG[lng], s.font);
}

/** What the picture shows and what to do there, in words (the `alt` of the portal's <img>). */
export function screenshotAlt(name: ScreenName, lng: Language, variant: PictureVariant): string {
  return SCREENS[name].alt(ctx(lng, variant));
}

/** A screenshot's size in CSS pixels, as its `<svg>` declares it: the portal reserves that box. */
export function screenshotSize(name: ScreenName): { width: number; height: number } {
  return FRAME_SIZE[SCREENS[name].frame];
}

/** Where a picture lives under the media path: `<lng>/<variant>/<screen>` (its URL adds `.svg?v=`). */
export type PictureKey = `${Language}/${PictureVariant}/${ScreenName}`;

/** Each picture drawn once, with the version its URL carries. */
export const screenshot = versionedMedia<PictureKey>((key) => {
  const [lng, variant, name] = key.split('/') as [Language, PictureVariant, ScreenName];
  return screenshotSvg(name, lng, variant);
});
