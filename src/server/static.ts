import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { guessLanguage, localePreloadLinks } from './http/locale-preload';

/**
 * Serving the built PWA next to the API. Vite fingerprints everything in /assets, so those can be
 * cached for a year; anything with a fixed name (index.html, sw.js, the manifest, translations) must
 * be revalidated every time or an update would never reach the browser.
 */
export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
/** A navigation to a client-side route: no file extension in the last segment. */
const looksLikeRoute = (path: string) => !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

export function mountStatic(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', (c) => c.text('The portal has not been built yet: run `npm run build`, then start again. The API is served under /api/.\n', 200));
    return false;
  }
  const cacheHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (isApi(c.req.path)) return next();
    c.header('Cache-Control', cacheControlFor(c.req.path));
    await next();
  };
  // Brotli or gzip files written at build time (scripts/vite-precompress.ts), when the browser takes them.
  const files = serveStatic<AppEnv>({ root: distDir, precompressed: true });
  const spaFallback: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (isApi(c.req.path) || !looksLikeRoute(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('Link', localePreloadLinks(guessLanguage(c.req.url, c.req.header('Cookie'), c.req.header('Accept-Language'))));
    c.header('Vary', 'Cookie, Accept-Language');
    return c.html(await readFile(indexFile, 'utf8'));
  };
  app.get('*', cacheHeaders, files, spaFallback);
  return true;
}
