/**
 * Where the API may post a push (docs/decisions/0135): the address classes and the endpoint rule,
 * tables written by hand from IANA's special-purpose registries and the browsers' push services.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import { addressClass, mayConnect, type AddressClass } from '@/server/push/address-ranges';
import { DEFAULT_PUSH_SERVICE_HOSTS, endpointRefusal } from '@/server/push/endpoint-policy';

describe('what kind of address', () => {
  it.each<[string, AddressClass]>([
    ['8.8.8.8', 'public'],
    ['142.250.196.138', 'public'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:4860:4860::8888', 'public'],
    ['2a00:1450:4001:80b::200a', 'public'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::808:808', 'public'],
    ['2002:a00:1::1', 'private'],
    ['2002:808:808::1', 'public'],
    ['fd00::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['fe80::1%eth0', 'not an address'],
    ['fcm.googleapis.com', 'not an address'],
    ['2130706433', 'not an address'],
  ])('%s → %s', (address, expected) => expect(addressClass(address)).toBe(expected));

  it('only public addresses may be connected to; loopback too in the sandbox', () => {
    expect(mayConnect('8.8.8.8', { loopback: false })).toBe(true);
    expect(mayConnect('127.0.0.1', { loopback: false })).toBe(false);
    expect(mayConnect('127.0.0.1', { loopback: true })).toBe(true);
    expect(mayConnect('::ffff:127.0.0.1', { loopback: true })).toBe(true);
    expect(mayConnect('10.0.0.1', { loopback: true })).toBe(false);
    expect(mayConnect('169.254.169.254', { loopback: true })).toBe(false);
  });
});

describe('which endpoints a subscription may name', () => {
  const production = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, sandbox: false };
  const sandbox = { hosts: DEFAULT_PUSH_SERVICE_HOSTS, sandbox: true };

  // What browsers hand out (endpoints of that shape, made-up tokens).
  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH-example',
    'https://fcm.googleapis.com/wp/cXl-example',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexample',
    'https://web.push.apple.com/QGuQyavXutnMH-example',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAexample',
    'https://FCM.GoogleAPIs.com/fcm/send/upper-case-host',
  ])('accepted in production: %s', (endpoint) => expect(endpointRefusal(endpoint, production)).toBeUndefined());

  it.each<[string, RegExp]>([
    ['https://127.0.0.1:8443/x', /port 8443|IP address/],
    ['https://127.0.0.1/x', /IP address/],
    ['https://169.254.169.254/latest/meta-data/', /IP address/],
    ['https://10.0.0.5/push', /IP address/],
    ['https://172.16.0.1/push', /IP address/],
    ['https://192.168.1.10/push', /IP address/],
    ['https://0.0.0.0/x', /IP address/],
    ['https://[::1]/x', /IP address/],
    ['https://[::]/x', /IP address/],
    ['https://2130706433/x', /127\.0\.0\.1 is an IP address/],
    ['https://0x7f.1/x', /127\.0\.0\.1 is an IP address/],
    ['https://017700000001/x', /127\.0\.0\.1 is an IP address/],
    ['https://[::ffff:127.0.0.1]/x', /IP address/],
    ['https://[fd00::1]/x', /IP address/],
    ['https://[fe80::1]/x', /IP address/],
    ['https://localhost/x', /not a push service/],
    ['https://metadata.google.internal/computeMetadata/v1/', /not a push service/],
    ['http://fcm.googleapis.com/fcm/send/x', /not https/],
    ['https://fcm.googleapis.com:8443/fcm/send/x', /port 8443/],
    ['https://user:pw@fcm.googleapis.com/fcm/send/x', /credentials/],
    ['https://fcm.googleapis.com.evil.example/x', /not a push service/],
    ['https://evilfcm.googleapis.com/x', /not a push service/],
    ['https://evil.example/fcm.googleapis.com', /not a push service/],
    ['https://push.apple.com/x', /not a push service/],
    ['https://notify.windows.com/x', /not a push service/],
    ['https://web.push.apple.com./x', /not a push service/],
    ['ftp://fcm.googleapis.com/x', /not https/],
    ['not a url', /not a URL/],
  ])('refused in production: %s', (endpoint, reason) => expect(endpointRefusal(endpoint, production)).toMatch(reason));

  it('the sandbox adds its own push service on loopback (http or https), nothing else', () => {
    for (const ok of ['http://127.0.0.1:8443/push/x', 'http://localhost:9000/x', 'https://[::1]:8443/x', 'http://2130706433:9/x'])
      expect(endpointRefusal(ok, sandbox), ok).toBeUndefined();
    for (const refused of [
      'http://10.0.0.5/push/x',
      'https://169.254.169.254/x',
      'http://[fd00::1]/x',
      'http://0.0.0.0:80/x',
      'http://evil.example/x',
    ])
      expect(endpointRefusal(refused, sandbox), refused).toBeDefined();
  });
});

describe('PUSH_SERVICE_HOSTS', () => {
  it('defaults to the browsers’ push services, and the operator can replace the list', () => {
    expect(loadConfig({}).pushServiceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    const hosts = loadConfig({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, *.Push.Example.JP' }).pushServiceHosts;
    expect(hosts).toEqual(['fcm.googleapis.com', '*.push.example.jp']);
    const policy = { hosts, sandbox: false };
    expect(endpointRefusal('https://a.push.example.jp/x', policy)).toBeUndefined();
    expect(endpointRefusal('https://updates.push.services.mozilla.com/wpush/v2/x', policy)).toMatch(/not a push service/);
  });
  it.each(['10.0.0.5', '*.10.0.0.5', 'localhost', 'https://fcm.googleapis.com', 'fcm.googleapis.com:443', '*', '*.com.', '[::1]'])(
    'refuses "%s"',
    (entry) => {
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: entry })).toThrow(ConfigError);
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: entry })).toThrow(/PUSH_SERVICE_HOSTS/);
    },
  );
});
