import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/server/context';

/** Paths that answer under any host name: the API (its callers choose the host) and the health checks. */
const ANY_HOST = /^\/(api(\/|$)|healthz$|readyz$)/;

/**
 * The portal lives at one address, PUBLIC_URL (decision 0060). Opened under another name of the same
 * server (http://127.0.0.1:3000 while PUBLIC_URL says localhost) its storage, its session and its
 * service worker would be another origin's, and a wallet's or a mail's link back (always to
 * PUBLIC_URL) would land where the customer is not signed in. So a page asked for under another host
 * is redirected there, before anything is stored.
 *
 * The host is what the browser asked for: the Host header when the browser talks to this process
 * (TRUST_PROXY 0), X-Forwarded-Host behind a trusted proxy; behind a proxy that does not say, nothing
 * is redirected (a proxy that rewrites Host would otherwise be sent round in circles).
 */
export function canonicalHost(publicUrl: string | undefined, trustProxy: number): MiddlewareHandler<AppEnv> {
  if (!publicUrl) return (_c, next) => next();
  const canonical = new URL(publicUrl);
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || ANY_HOST.test(c.req.path)) return next();
    const asked = trustProxy > 0 ? c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim() : c.req.header('Host');
    if (!asked || asked.toLowerCase() === canonical.host.toLowerCase()) return next();
    const url = new URL(c.req.url);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${canonical.origin}${url.pathname}${url.search}`, 307);
  };
}
