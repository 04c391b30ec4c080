import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { guessLanguage, localePreloadLinks } from './http/locale-preload';
import { isPrerenderedPath, prerenderedFile } from '@/contract/prerender';
import { openerPolicyFor } from '@/contract/isolation';

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

/** The build's compressed copy of an HTML page (scripts/vite-precompress.ts, scripts/prerender.ts) the browser takes, if any. */
function htmlEncoding(acceptEncoding: string | undefined, file: string) {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
    .map((part) => part.split(';')[0]!.trim());
  if (accepted.includes('br') && existsSync(`${file}.br`)) return { name: 'br', suffix: '.br' };
  if (accepted.includes('gzip') && existsSync(`${file}.gz`)) return { name: 'gzip', suffix: '.gz' };
  return null;
}

export interface StaticOptions {
  /**
   * Rewrites every HTML page before it is sent (the runtime portal config, src/server/portal-config.ts).
   * The build's precompressed pages are then unused: the rewritten page is compressed once and kept.
   */
  htmlTransform?: (html: string) => string;
}

const transformed = new Map<string, Buffer>();

async function sendTransformed(acceptEncoding: string | undefined, page: string, transform: (html: string) => string, c: Context<AppEnv>) {
  const accepted = (acceptEncoding ?? '').split(',').map((p) => p.split(';')[0]!.trim());
  const name = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
  const key = `${name}\u0000${page}`;
  let body = transformed.get(key);
  if (!body) {
    const html = Buffer.from(transform(await readFile(page, 'utf8')));
    body = name === 'br' ? brotliCompressSync(html) : name === 'gzip' ? gzipSync(html) : html;
    transformed.set(key, body);
  }
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (name !== 'identity') c.header('Content-Encoding', name);
  return c.body(new Uint8Array(body));
}

export function mountStatic(app: Hono<AppEnv>, distDir: string, options: StaticOptions = {}): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', (c) =>
      c.text('The portal has not been built yet: run `npm run build`, then start again. The API is served under /api/.\n', 200),
    );
    return false;
  }
  const cacheHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (isApi(c.req.path)) return next();
    c.header('Cache-Control', cacheControlFor(c.req.path));
    await next();
    // Only a file that exists is immutable: a 404 for an asset (asked of an instance that has not got
    // the new build yet, in a rolling deploy) kept for a year by a CDN would break every browser after.
    if (c.res.status >= 400) c.res.headers.set('Cache-Control', 'no-store');
    // The portal's documents (shell, doors) are isolated only when they ask to be (decision 0043);
    // securityHeaders keeps this and gives every other response `same-origin`.
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res.headers.set('Cross-Origin-Opener-Policy', openerPolicyFor(new URL(c.req.url)));
    }
  };
  // Brotli or gzip files written at build time (scripts/vite-precompress.ts), when the browser takes them.
  const files = serveStatic<AppEnv>({ root: distDir, precompressed: true });
  const spaFallback: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (isApi(c.req.path) || !looksLikeRoute(c.req.path)) return next();
    const lng = guessLanguage(c.req.url, c.req.header('Cookie'), c.req.header('Accept-Language'));
    c.header('Cache-Control', 'no-cache');
    c.header('Link', localePreloadLinks(lng));
    c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    // A door in the guessed language when the build wrote one (scripts/prerender.ts), else the shell.
    const prerendered = isPrerenderedPath(c.req.path) ? join(distDir, prerenderedFile(c.req.path, lng)) : null;
    const page = prerendered && existsSync(prerendered) ? prerendered : indexFile;
    if (options.htmlTransform) return sendTransformed(c.req.header('Accept-Encoding'), page, options.htmlTransform, c);
    const encoding = htmlEncoding(c.req.header('Accept-Encoding'), page);
    if (!encoding) return c.html(await readFile(page, 'utf8'));
    c.header('Content-Encoding', encoding.name);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(await readFile(`${page}${encoding.suffix}`));
  };
  // index.html asked for by name goes through the same rewrite as a route.
  const indexByName: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!options.htmlTransform || c.req.path !== '/index.html') return next();
    return sendTransformed(c.req.header('Accept-Encoding'), indexFile, options.htmlTransform, c);
  };
  // With a rewrite, every route (also "/", which serveStatic would answer with the raw index.html)
  // goes through the fallback first.
  if (options.htmlTransform) app.get('*', cacheHeaders, indexByName, spaFallback, files);
  else app.get('*', cacheHeaders, files, spaFallback);
  return true;
}
