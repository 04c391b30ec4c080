import { isIPv4, isIPv6 } from 'node:net';

/**
 * What kind of address an IP is, for the push relay's one question: may the API open a connection
 * there on a customer's behalf? Only `public` may (and `loopback` in the sandbox, where the sandbox's
 * and the tests' push services run). The table follows IANA's special-purpose registries (RFC 6890
 * and its updates); an address embedding an IPv4 one (IPv4-mapped, NAT64, 6to4) is what it embeds.
 */
export type AddressClass =
  'public' | 'loopback' | 'private' | 'link-local' | 'unique-local' | 'unspecified' | 'multicast' | 'reserved' | 'not an address';

interface Range {
  prefix: bigint;
  bits: number;
  is: AddressClass | 'embedded-v4-low32' | 'embedded-v4-6to4';
}

const v4 = (text: string, bits: number, is: AddressClass): Range => ({ prefix: BigInt(ipv4Number(text)!), bits, is });

/** IPv4, most specific first. */
const IPV4: Range[] = [
  v4('0.0.0.0', 8, 'unspecified'), // "this network": 0.0.0.0 connects to the local host
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'private'), // shared address space (carrier-grade NAT)
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'), // cloud metadata services live here
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'reserved'), // documentation
  v4('192.88.99.0', 24, 'reserved'), // 6to4 relays (deprecated)
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'), // benchmarking
  v4('198.51.100.0', 24, 'reserved'),
  v4('203.0.113.0', 24, 'reserved'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'), // and 255.255.255.255, the broadcast
];

const v6 = (text: string, bits: number, is: Range['is']): Range => ({ prefix: ipv6Number(text)!, bits, is });

/** IPv6, most specific first; anything outside 2000::/3 (global unicast) is reserved. */
const IPV6: Range[] = [
  v6('::', 128, 'unspecified'),
  v6('::1', 128, 'loopback'),
  v6('::ffff:0:0', 96, 'embedded-v4-low32'), // IPv4-mapped
  v6('::', 96, 'reserved'), // IPv4-compatible (deprecated)
  v6('64:ff9b::', 96, 'embedded-v4-low32'), // NAT64
  v6('64:ff9b:1::', 48, 'private'), // local-use NAT64
  v6('100::', 64, 'reserved'), // discard
  v6('2001:db8::', 32, 'reserved'), // documentation
  v6('2001::', 32, 'reserved'), // Teredo: tunnels to any IPv4 address
  v6('2001::', 23, 'reserved'), // other IETF protocol assignments
  v6('2002::', 16, 'embedded-v4-6to4'),
  v6('2000::', 3, 'public'),
  v6('fc00::', 7, 'unique-local'),
  v6('fec0::', 10, 'private'), // site-local (deprecated)
  v6('fe80::', 10, 'link-local'),
  v6('ff00::', 8, 'multicast'),
];

function ipv4Number(text: string): number | undefined {
  if (!isIPv4(text)) return undefined;
  return text.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** The 128-bit value of an IPv6 address in any textual form (`::`, an IPv4 tail); undefined with a zone or when invalid. */
function ipv6Number(text: string): bigint | undefined {
  if (!isIPv6(text) || text.includes('%')) return undefined;
  let groups = text;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const n = ipv4Number(tail[1]!)!;
    groups = `${text.slice(0, -tail[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, rest] = groups.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const all = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n);
}

function classify(value: bigint, width: number, table: Range[]): Range['is'] {
  for (const r of table) {
    const shift = BigInt(width - r.bits);
    if (value >> shift === r.prefix >> shift) return r.is;
  }
  return width === 32 ? 'public' : 'reserved';
}

/** The class of an address as DNS or a URL gives it (`[::1]` brackets allowed). */
export function addressClass(address: string): AddressClass {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const four = ipv4Number(text);
  if (four !== undefined) return classify(BigInt(four), 32, IPV4) as AddressClass;
  const six = ipv6Number(text);
  if (six === undefined) return 'not an address';
  const is = classify(six, 128, IPV6);
  if (is === 'embedded-v4-low32') return addressClass(numberToIpv4(Number(six & 0xffffffffn)));
  if (is === 'embedded-v4-6to4') return addressClass(numberToIpv4(Number((six >> 80n) & 0xffffffffn)));
  return is;
}

function numberToIpv4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** Whether the relay may connect there: public addresses, and loopback when the sandbox says so. */
export function mayConnect(address: string, opts: { loopback: boolean }): boolean {
  const is = addressClass(address);
  return is === 'public' || (is === 'loopback' && opts.loopback);
}
