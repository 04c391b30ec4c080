import { Hono } from 'hono';
import { MEDIA_API } from '../../contract';
import { isScreenName, screenshot } from '../apn/screenshots';
import { isBannerArt } from '../content/banner-art';
import { bannerPicture } from '../content/banners';
import type { VersionedMedia } from '../content/versioned-media';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';

/** Headers of the pictures: cacheable (they are the same for everyone) and unable to run script. */
export const SCREENSHOT_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  // An SVG opened on its own is a document: this policy keeps it one without script or requests.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

/**
 * The URLs the API hands out name the picture's version (`?v=`, content/versioned-media.ts): that
 * exact version never changes, so browsers keep it a year without asking. A URL without it, or with
 * an old one (a cached APN answer from before a deploy), still gets the current picture, for a day.
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** `<name>.svg` → name, or undefined for anything else (other extensions, dots, upper case). */
const svgName = (file: string) => /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];

const headersFor = (media: VersionedMedia, version: string | undefined) =>
  version === media.version ? { ...SCREENSHOT_HEADERS, 'Cache-Control': IMMUTABLE_CACHE } : SCREENSHOT_HEADERS;

/**
 * Public media of the API, mounted under /api (no language, no token: an <img> sends neither).
 * The APN step screenshots (apn/screenshots.ts) and the banner pictures (content/banner-art.ts)
 * are drawn in code, not stored as files.
 */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get(`/${MEDIA_API.apnScreenshots}/:file`, (c) => {
    const name = svgName(c.req.param('file'));
    if (!name || !isScreenName(name)) throw new ApiError('E0010');
    const media = screenshot(name);
    return c.body(media.body, 200, headersFor(media, c.req.query('v')));
  });
  app.get(`/${MEDIA_API.banners}/:file`, (c) => {
    const name = svgName(c.req.param('file'));
    if (!name || !isBannerArt(name)) throw new ApiError('E0010');
    const media = bannerPicture(name);
    return c.body(media.body, 200, headersFor(media, c.req.query('v')));
  });
  return app;
}
