import { describe, expect, it } from 'vitest';
import { apiBaseOfScript, runtimeCacheFor, type RuntimeCache } from '../../sw/cache-policy';
import { serviceWorkerScriptUrl } from '@/lib/sw-script-url';

const ORIGIN = 'https://portal.example';

// Every API path of the portal that is not in the table below must stay network-only.
const CASES: [method: string, url: string, expected: RuntimeCache][] = [
  ['GET', '/api/ja/faq/list?type=1', 'content'],
  ['GET', '/api/vi/faq/list?type=3', 'content'],
  ['GET', '/api/en/apn/prepaid?platform=1&id=7', 'content'],
  ['GET', '/api/zh/apn/sonet_esim_apn?platform=2&id=7', 'content'],
  ['GET', '/api/tw/apn/sonet_esim?platform=1&id=7', 'content'],
  ['GET', '/api/en/apn/esim?platform=2&id=7', 'content'],
  ['GET', '/api/media/apn/android-apn-list.svg', 'image'],
  // Each picture in the customer's language, for their SIM's APN.
  ['GET', '/api/media/apn/ja/prepaid/android-apn-form.svg?v=0123456789ab', 'image'],
  ['GET', '/api/media/apn/vi/lf/android-sim-settings.svg', 'image'],
  // Secrets and files that must never sit in a cache.
  ['GET', '/api/en/apn/esim/activation_code?id=7', null],
  ['GET', '/api/en/apn/esim/qr_code?id=7', null],
  ['GET', '/api/en/apn/esim/qr_download?id=7', null],
  ['GET', '/api/en/apn/apn_download?platform=1&id=7', null],
  // Money, orders, tokens, usage, profile.
  ['GET', '/api/en/payments?payment_id=1', null],
  ['GET', '/api/en/payments/credit_card_show', null],
  ['GET', '/api/en/plans/data_recharge', null],
  ['GET', '/api/en/plans/data_recharge_history?page=1', null],
  ['GET', '/api/en/plans/usage_extension_history?page=1', null],
  ['POST', '/api/en/prepaid_users/refresh_token', null],
  ['POST', '/api/en/auth/login', null],
  ['GET', '/api/en/cards/usage?id=7&type=1', null],
  ['GET', '/api/en/cards/info?id=7&type=1', null],
  ['GET', '/api/en/prepaid_users/profile', null],
  // A write to a cached path is never answered from the cache.
  ['POST', '/api/en/faq/list', null],
  // Unknown language segment, other origins, videos, sandbox pages, the app itself.
  ['GET', '/api/fr/faq/list?type=1', null],
  ['GET', 'https://cdn.example/api/en/faq/list?type=1', null],
  ['GET', '/api/media/apn/setup.mp4', null],
  ['GET', '/api/media/apn/en/prepaid/setup.mp4', null],
  ['GET', '/api/media/banner/spring.svg', null],
  ['GET', '/api/sandbox/wallet/alipay/5', null],
  ['GET', '/faq', null],
  ['GET', '/locales/ja/common.json', null],
];

describe('runtimeCacheFor: what the service worker keeps offline', () => {
  it.each(CASES)('%s %s → %s', (method, url, expected) => {
    expect(runtimeCacheFor(method, new URL(url, ORIGIN), ORIGIN)).toBe(expected);
  });
});

/**
 * Portal only (decision 0048): the portal on https://portal.example, the API on
 * https://api.operator.example/api. The same reads are kept offline on the API's origin, and the
 * same secrets and money never are.
 */
const API_BASE = 'https://api.operator.example/api';
const CROSS_ORIGIN: [method: string, url: string, expected: RuntimeCache][] = [
  ['GET', 'https://api.operator.example/api/ja/faq/list?type=1', 'content'],
  ['GET', 'https://api.operator.example/api/en/apn/prepaid?platform=1&id=7', 'content'],
  ['GET', 'https://api.operator.example/api/en/apn/esim?platform=2&id=7', 'content'],
  ['GET', 'https://api.operator.example/api/media/apn/ja/prepaid/android-apn-form.svg?v=0123456789ab', 'image'],
  ['GET', 'https://api.operator.example/api/en/apn/esim/activation_code?id=7', null],
  ['GET', 'https://api.operator.example/api/en/payments?payment_id=1', null],
  ['GET', 'https://api.operator.example/api/en/cards/usage?id=7&type=1', null],
  ['POST', 'https://api.operator.example/api/en/auth/login', null],
  ['POST', 'https://api.operator.example/api/en/faq/list', null],
  // Only that origin and that base path: not another host, scheme or port, nor a path beside the base.
  ['GET', 'https://evil.example/api/ja/faq/list?type=1', null],
  ['GET', 'http://api.operator.example/api/ja/faq/list?type=1', null],
  ['GET', 'https://api.operator.example:8443/api/ja/faq/list?type=1', null],
  ['GET', 'https://api.operator.example/apix/ja/faq/list?type=1', null],
  ['GET', 'https://api.operator.example/ja/faq/list?type=1', null],
];

describe('runtimeCacheFor with the API on another origin (portal only)', () => {
  it.each(CROSS_ORIGIN)('%s %s → %s', (method, url, expected) => {
    expect(runtimeCacheFor(method, new URL(url), ORIGIN, API_BASE)).toBe(expected);
  });

  it('a base under a path prefix works too', () => {
    expect(
      runtimeCacheFor('GET', new URL('https://gw.example/portal-api/v1/en/faq/list?type=2'), ORIGIN, 'https://gw.example/portal-api/v1'),
    ).toBe('content');
    expect(
      runtimeCacheFor('GET', new URL('https://gw.example/portal-api/en/faq/list?type=2'), ORIGIN, 'https://gw.example/portal-api/v1'),
    ).toBeNull();
  });
});

describe('the worker learns the API base from its script URL', () => {
  it('the page names a cross-origin base in the URL it registers; same origin stays /sw.js', () => {
    expect(serviceWorkerScriptUrl(API_BASE, ORIGIN)).toBe('/sw.js?api=https%3A%2F%2Fapi.operator.example%2Fapi');
    expect(serviceWorkerScriptUrl(`${API_BASE}/`, ORIGIN)).toBe('/sw.js?api=https%3A%2F%2Fapi.operator.example%2Fapi');
    expect(serviceWorkerScriptUrl('/api', ORIGIN)).toBe('/sw.js');
    expect(serviceWorkerScriptUrl(`${ORIGIN}/api`, ORIGIN)).toBe('/sw.js');
  });

  it('the worker reads it back, and ignores anything but a plain http(s) base', () => {
    const registered = new URL(serviceWorkerScriptUrl(API_BASE, ORIGIN), ORIGIN).href;
    expect(apiBaseOfScript(registered)).toBe(API_BASE);
    expect(apiBaseOfScript(`${ORIGIN}/sw.js`)).toBeUndefined();
    for (const bad of [
      'javascript:alert(1)',
      'not a url',
      'https://u:p@api.example/api',
      'https://api.example/api?x=1',
      'ftp://api.example/api',
    ]) {
      expect(apiBaseOfScript(`${ORIGIN}/sw.js?api=${encodeURIComponent(bad)}`)).toBeUndefined();
    }
  });
});
