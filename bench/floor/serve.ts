/**
 * Serves a built app the way the portal's server serves dist/: the same security headers and the
 * same static middleware (precompressed brotli/gzip files, immutable /assets, no-cache elsewhere, the
 * SPA fallback to index.html), imported from src/server rather than copied.
 *   PORT=… DIST_DIR=bench/floor/dist node --import tsx bench/floor/serve.ts
 */
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppEnv } from '../../src/server/context';
import { securityHeaders } from '../../src/server/http/security-headers';
import { mountStatic } from '../../src/server/static';

const distDir = resolve(process.env.DIST_DIR ?? 'bench/floor/dist');
const app = new Hono<AppEnv>();
app.use('*', securityHeaders({ providerOrigins: [] }));
if (!mountStatic(app, distDir)) throw new Error(`${distDir}/index.html not found: build the floor first.`);

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3100) }, (info) => {
  console.log(`Floor listening on http://localhost:${info.port} (${distDir})`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
