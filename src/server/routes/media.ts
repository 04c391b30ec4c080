import { Hono } from 'hono';
import { MEDIA_API } from '../../contract';
import { isScreenName, screenshotSvg } from '../apn/screenshots';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';

/** Headers of the screenshots: cacheable (they are the same for everyone) and unable to run script. */
export const SCREENSHOT_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  // An SVG opened on its own is a document: this policy keeps it one without script or requests.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

/**
 * Public media of the API, mounted under /api (no language, no token: an <img> sends neither).
 * The APN step screenshots are drawn by apn/screenshots.ts, not stored as files.
 */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get(`/${MEDIA_API.apnScreenshots}/:file`, (c) => {
    const m = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'));
    const name = m?.[1];
    if (!name || !isScreenName(name)) throw new ApiError('E0010');
    return c.body(screenshotSvg(name), 200, SCREENSHOT_HEADERS);
  });
  return app;
}
