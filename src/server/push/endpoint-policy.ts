import { addressClass } from './address-ranges';

/**
 * Which addresses the API posts pushes to (docs/decisions/0135). A subscription names the address
 * and the API connects there: left open, that is a request cannon pointed wherever a customer likes
 * (loopback, the cloud's metadata service, the private network). So only the push services browsers
 * actually hand out are accepted, by host name (PUSH_SERVICE_HOSTS, default below), over https on
 * port 443, and the sandbox adds its own push service on loopback. The relay asks again at send time,
 * and then checks the address the name resolves to (address-ranges.ts).
 */

/**
 * The push services of the browsers customers use: Chrome, Android, Samsung Internet, Opera and
 * Brave (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Safari on macOS, iPhone and iPad
 * (Apple), Edge on Windows (Windows Push Notification Services, one host per region).
 * `*.` names the subdomains of a domain, not the domain itself.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export interface EndpointPolicy {
  /** Host names, or `*.domain` for its subdomains. */
  hosts: readonly string[];
  /** The sandbox's own push service (and the tests') on loopback, over http or https. */
  sandbox: boolean;
}

/** From the Config (not imported: config.ts takes the default list from here). */
export const endpointPolicyOf = (config: { mode: string; pushServiceHosts: readonly string[] }): EndpointPolicy => ({
  hosts: config.pushServiceHosts,
  sandbox: config.mode === 'sandbox',
});

const LOOPBACK_NAMES = new Set(['localhost']);

export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((h) => (h.startsWith('*.') ? hostname.endsWith(h.slice(1)) && hostname.length > h.length - 1 : hostname === h));
}

/**
 * Why the API will not post to this endpoint, or undefined when it will. The reason is for the log
 * (the customer reads E0091); it names the host, never the path, which is the subscription's secret.
 */
export function endpointRefusal(endpoint: string, policy: EndpointPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  // The WHATWG parser has already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
  const host = url.hostname;
  if (url.username || url.password) return 'credentials in the address';
  if (policy.sandbox && (url.protocol === 'http:' || url.protocol === 'https:')) {
    if (LOOPBACK_NAMES.has(host) || addressClass(host) === 'loopback') return undefined;
  }
  if (url.protocol !== 'https:') return `${url.protocol} is not https:`;
  if (url.port !== '') return `port ${url.port} is not 443`;
  if (addressClass(host) !== 'not an address') return `${host} is an IP address, not a push service's name`;
  if (!hostAllowed(host, policy.hosts)) return `${host} is not a push service this API sends to (PUSH_SERVICE_HOSTS)`;
  return undefined;
}

/** The host (and port) the relay counts concurrent pushes by: the same text SQL's split_part(endpoint, '/', 3) gives. */
export const endpointHost = (endpoint: string): string => endpoint.split('/')[2] ?? '';
