import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy and companion headers sent with every response, API and static files
 * alike. Only the payment provider's script origins are allowed beyond our own: the wallet's HTML
 * runs in a document of its own with its own policy (payment-document.ts), never in the portal's, so
 * no 'unsafe-inline' is needed.
 */
export function contentSecurityPolicy(providerOrigins: readonly string[], apiOrigins: readonly string[] = []): string {
  const extra = providerOrigins.length ? ` ${providerOrigins.join(' ')}` : '';
  // Portal-only deployments (API_ORIGIN): the operator's API is the one other place the portal talks to.
  const api = apiOrigins.length ? ` ${apiOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self'",
    `connect-src 'self'${api}`,
    `frame-src 'self'${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: {
  providerOrigins: readonly string[];
  apiOrigins?: readonly string[];
  https?: boolean;
}): MiddlewareHandler {
  const headers: Record<string, string> = {
    // Served over TLS (PUBLIC_URL https): browsers must never try plain http again, so a network
    // attacker cannot strip TLS on the next visit. One year, the usual value.
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'Content-Security-Policy': contentSecurityPolicy(options.providerOrigins, options.apiOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'X-Frame-Options': 'DENY',
  };
  return async (c, next) => {
    await next();
    // After next(): also covers responses built by onError/notFound and by serveStatic.
    const own = c.res.headers.get('Content-Security-Policy');
    // A response may bring its own policy only if it allows nothing by default (the SVG
    // screenshots; the wallet page's sandboxed document, payment-document.ts).
    const keepOwn = own?.startsWith("default-src 'none'") ?? false;
    for (const [k, v] of Object.entries(headers)) {
      if (k === 'Content-Security-Policy' && keepOwn) continue;
      // The portal's documents choose their own (static.ts, decision 0043); everything else is isolated.
      if (k === 'Cross-Origin-Opener-Policy' && c.res.headers.has(k)) continue;
      c.res.headers.set(k, v);
    }
  };
}
