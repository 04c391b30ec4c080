import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Header that stands in for the socket address under `app.request()` in tests (there is no socket). */
export const TEST_CLIENT_IP_HEADER = 'x-test-client-ip';

/**
 * The client address used for rate limits. X-Forwarded-For is believed only with TRUST_PROXY=n, and
 * then we take the n-th entry from the right: the address our own nearest proxy saw. Entries further
 * left are whatever the client chose to send.
 */
export function clientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const xff = c.req.header('x-forwarded-for');
    if (xff) {
      const hops = xff.split(',').map((s) => s.trim()).filter(Boolean);
      const ip = hops[Math.max(0, hops.length - trustProxy)];
      if (ip) return ip;
    }
  }
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // No Node socket: the app is being driven by app.request() (tests). Only then is the header read,
    // so a real client can never pick its own rate-limit bucket with it.
    return c.req.header(TEST_CLIENT_IP_HEADER) ?? 'test';
  }
  return socketAddress ?? 'unknown';
}
