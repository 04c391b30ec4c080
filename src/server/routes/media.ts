import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { MEDIA_API } from '@/contract';
import { isLanguage, isScreenName, screenshot } from '@/server/apn/screenshots';
import { isPictureVariant } from '@/server/apn/values';
import { isBannerArt } from '@/server/content/banner-art';
import { bannerPicture } from '@/server/content/banners';
import type { VersionedMedia } from '@/server/content/versioned-media';
import type { AppEnv } from '@/server/context';
import { ApiError } from '@/server/http/errors';

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

/** The codings a browser takes, by preference, from its Accept-Encoding ("br;q=0" refuses br). */
function preferredCoding(accept: string | undefined): 'br' | 'gzip' | null {
  const taken = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([coding]) => coding!.trim().toLowerCase()),
  );
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : null;
}

/** Each picture compressed once, when first asked for: an APN step picture is 2–6 kB of SVG, under 1.5 kB in brotli. */
const compressed = new WeakMap<VersionedMedia, { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }>();

function compressedBodies(media: VersionedMedia) {
  let bodies = compressed.get(media);
  if (!bodies) {
    bodies = {
      // Copied into plain ArrayBuffers: the form a Response body takes.
      br: new Uint8Array(
        brotliCompressSync(media.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        }),
      ),
      gzip: new Uint8Array(gzipSync(media.body, { level: 9 })),
    };
    compressed.set(media, bodies);
  }
  return bodies;
}

function sendMedia(c: Context<AppEnv>, media: VersionedMedia) {
  const headers = { ...headersFor(media, c.req.query('v')), Vary: 'Accept-Encoding' };
  const coding = preferredCoding(c.req.header('Accept-Encoding'));
  if (!coding) return c.body(media.body, 200, headers);
  return c.body(compressedBodies(media)[coding], 200, { ...headers, 'Content-Encoding': coding });
}

/**
 * Public media of the API, mounted under /api (no token: an <img> sends none).
 * The APN step pictures (apn/screenshots.ts), one per language, APN and screen
 * (`/api/media/apn/<lng>/<variant>/<screen>.svg`), and the banner pictures (content/banner-art.ts)
 * are drawn in code, not stored as files.
 */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get(`/${MEDIA_API.apnScreenshots}/:lng/:variant/:file`, (c) => {
    const { lng, variant } = c.req.param();
    const name = svgName(c.req.param('file'));
    if (!name || !isScreenName(name) || !isLanguage(lng) || !isPictureVariant(variant)) throw new ApiError('E0010');
    const media = screenshot(`${lng}/${variant}/${name}`);
    return sendMedia(c, media);
  });
  app.get(`/${MEDIA_API.banners}/:file`, (c) => {
    const name = svgName(c.req.param('file'));
    if (!name || !isBannerArt(name)) throw new ApiError('E0010');
    return sendMedia(c, bannerPicture(name));
  });
  return app;
}
