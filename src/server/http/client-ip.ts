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
      const hops = xff
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const ip = hops[Math.max(0, hops.length - trustProxy)];
      if (ip) return addressKey(ip);
    }
  }
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // No Node socket: the app is being driven by app.request() (tests). Only then is the header read,
    // so a real client can never pick its own rate-limit bucket with it.
    return addressKey(c.req.header(TEST_CLIENT_IP_HEADER) ?? 'test');
  }
  return addressKey(socketAddress ?? 'unknown');
}

/**
 * The rate-limit key of an address. One IPv6 customer gets a whole /64 (often far more), so keying on
 * the full address would give them 2^64 buckets: the /64 is the client. IPv4
 * mapped into IPv6 (::ffff:192.0.2.1) is the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':') || ip === '::1') return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** 127.0.0.0/8 and ::1, as addressKey writes them. */
export function isLoopback(key: string): boolean {
  return /^127\.\d+\.\d+\.\d+$/.test(key) || key === '::1';
}
