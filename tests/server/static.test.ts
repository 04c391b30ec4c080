import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { AppEnv } from '@/server/context';
import type { Db } from '@/server/db/client';
import { mountStatic } from '@/server/static';
import { expectedHeaders, strictPolicyProblems } from '../csp-rules';

/** The static side needs no database: a Db that must never be called. */
const noDb: Db = {
  query: async () => {
    throw new Error('no db in this test');
  },
  tx: async () => {
    throw new Error('no db in this test');
  },
  exec: async () => undefined,
  close: async () => undefined,
};

let dist: string;
let app: Hono<AppEnv>;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'locales', 'ja'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'index-AbC123.css'), 'body{}');
  await writeFile(join(dist, 'sw.js'), 'self.x=1');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"portal"}');
  await writeFile(join(dist, 'locales', 'ja', 'common.json'), '{"a":"あ"}');
  // The doors scripts/prerender.ts writes; ja left out, as if its snapshot had not been taken.
  await mkdir(join(dist, 'prerender'));
  for (const door of ['landingPage', 'login']) {
    for (const lng of ['en', 'vi']) {
      const html = `<title>${door} ${lng}</title>`;
      await writeFile(join(dist, 'prerender', `${door}.${lng}.html`), html);
      await writeFile(join(dist, 'prerender', `${door}.${lng}.html.gz`), gzipSync(html));
    }
  }
  app = createApp({ db: noDb, config: loadConfig({}, { tokenSecret: 'x'.repeat(40) }) });
  expect(mountStatic(app, dist)).toBe(true);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('static files', () => {
  it.each([
    ['/assets/index-AbC123.js', 'text/javascript', 'public, max-age=31536000, immutable'],
    ['/assets/index-AbC123.css', 'text/css', 'public, max-age=31536000, immutable'],
    ['/', 'text/html', 'no-cache'],
    ['/index.html', 'text/html', 'no-cache'],
    ['/sw.js', 'text/javascript', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/locales/ja/common.json', 'application/json', 'no-cache'],
  ])('%s is %s with Cache-Control %s and the security headers', async (path, type, cache) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(type);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(strictPolicyProblems(res.headers.get('content-security-policy')!, [])).toEqual([]);
    for (const [name, value] of Object.entries(expectedHeaders(path, res.headers.get('content-type'))))
      expect(res.headers.get(name)).toBe(value);
  });

  it.each(['/topPage', '/register?ac=ABC', '/apn-configuration/1', '/order-history/data-recharge-history'])(
    'falls back to index.html for the client route %s',
    async (path) => {
      const res = await app.request(path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>portal</title>');
      expect(strictPolicyProblems(res.headers.get('content-security-policy')!, [])).toEqual([]);
    },
  );

  it.each([
    ['/login', { Cookie: 'i18next=vi' }, '<title>login vi</title>'],
    ['/landingPage?lng=vi', { 'Accept-Language': 'en-US' }, '<title>landingPage vi</title>'],
    ['/landingPage', { 'Accept-Language': 'vi-VN,vi;q=0.9' }, '<title>landingPage vi</title>'],
    ['/login', { 'Accept-Language': 'fr-FR' }, '<title>login en</title>'],
    // No ja copy was written: the shell, which renders the door itself.
    ['/login', { Cookie: 'i18next=ja' }, '<title>portal</title>'],
    // Not a door: the shell whatever the language.
    ['/topPage', { Cookie: 'i18next=vi' }, '<title>portal</title>'],
    ['/login/extra', { Cookie: 'i18next=vi' }, '<title>portal</title>'],
  ])('%s with %j sends %s', async (path, headers, title) => {
    const res = await app.request(path, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(await res.text()).toContain(title);
  });

  it.each([
    ['gzip, deflate, br', 'gzip'],
    ['gzip;q=0, identity', null],
    ['identity', null],
  ])('a door with Accept-Encoding %s comes as %s', async (acceptEncoding, encoding) => {
    const res = await app.request('/login', { headers: { Cookie: 'i18next=vi', 'Accept-Encoding': acceptEncoding } });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    const body = Buffer.from(await res.arrayBuffer());
    expect((encoding ? gunzipSync(body) : body).toString()).toBe('<title>login vi</title>');
  });

  it.each(['/assets/missing-123.js', '/favicon.png', '/../package.json', '/%2e%2e/package.json'])(
    'answers 404 for the missing file %s, which no cache may keep',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<title>portal</title>');
      // A rolling deploy asks an old instance for a new asset: a CDN keeping that 404 for a year would
      // break every browser that asks after it (only a file that exists is immutable).
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('does not let the SPA fallback swallow unknown API paths', async () => {
    const res = await app.request('/api/en/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'E0010', message: 'Not found.' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says to build the portal when dist/ is missing', async () => {
    const bare = createApp({ db: noDb, config: loadConfig({}, { tokenSecret: 'x'.repeat(40) }) });
    expect(mountStatic(bare, join(dist, 'nope'))).toBe(false);
    const res = await bare.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('npm run build');
  });
});

// Decision 0043: which responses isolate the window (Cross-Origin-Opener-Policy), by hand.
describe('opener policy', () => {
  it.each([
    ['/', 'unsafe-none'],
    ['/index.html', 'unsafe-none'],
    ['/landingPage', 'unsafe-none'],
    ['/login', 'unsafe-none'],
    ['/topPage', 'unsafe-none'],
    ['/login?isolated=1', 'same-origin'],
    ['/topPage?lng=vi&isolated=1', 'same-origin'],
    ['/?isolated', 'same-origin'],
    ['/assets/index-AbC123.js', 'same-origin'],
    ['/sw.js', 'same-origin'],
    ['/manifest.webmanifest', 'same-origin'],
    ['/locales/ja/common.json', 'same-origin'],
  ])('%s is served with %s', async (path, policy) => {
    const res = await app.request(path, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-opener-policy')).toBe(policy);
  });
});
