import { Hono } from 'hono';
import { MEDIA_API } from '../../contract';
import { isScreenName, screenshotSvg } from '../apn/screenshots';
import { bannerSvg, isBannerArt } from '../content/banner-art';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';

/** Headers of the pictures: cacheable (they are the same for everyone) and unable to run script. */
export const SCREENSHOT_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  // An SVG opened on its own is a document: this policy keeps it one without script or requests.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

/** `<name>.svg` → name, or undefined for anything else (other extensions, dots, upper case). */
const svgName = (file: string) => /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];

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
    return c.body(screenshotSvg(name), 200, SCREENSHOT_HEADERS);
  });
  app.get(`/${MEDIA_API.banners}/:file`, (c) => {
    const name = svgName(c.req.param('file'));
    if (!name || !isBannerArt(name)) throw new ApiError('E0010');
    return c.body(bannerSvg(name), 200, SCREENSHOT_HEADERS);
  });
  return app;
}
