import { afterEach, describe, expect, it } from 'vitest';
import { configureHttp } from '@/lib/http-env';
import { connection, isOnline, probePortal, setServerReachable } from '@/lib/online';

/** A fetch whose answer the test gives when it wants, recording what was asked. */
function controlledFetch() {
  const asked: { url: string; init?: RequestInit }[] = [];
  let settle: (answered: boolean) => void = () => undefined;
  const fetch = (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), init });
    return new Promise<Response>((resolve, reject) => {
      settle = (answered) => (answered ? resolve(new Response(null, { status: 200 })) : reject(new TypeError('Failed to fetch')));
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, asked, settle: (answered: boolean) => settle(answered) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function deviceSays(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

describe('the reason money actions are off', () => {
  afterEach(() => {
    setServerReachable(true);
    deviceSays(true);
  });

  it('the API silent and the portal address answering: our server', async () => {
    deviceSays(true);
    const net = controlledFetch();
    configureHttp({ fetch: net.fetch });
    setServerReachable(false);
    expect(isOnline()).toBe(false);
    expect(connection()).toBe('no-connection');
    // A HEAD of a small file of the portal, past the HTTP cache (and so past the worker, which answers GETs only).
    expect(net.asked).toHaveLength(1);
    expect(new URL(net.asked[0]!.url).pathname).toBe('/favicon.svg');
    expect(net.asked[0]!.init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
    net.settle(true);
    await settled();
    expect(connection()).toBe('server-unreachable');
  });

  it('the API silent and nothing answering although the device says online: no connection', async () => {
    deviceSays(true);
    const net = controlledFetch();
    configureHttp({ fetch: net.fetch });
    setServerReachable(false);
    net.settle(false);
    await settled();
    expect(connection()).toBe('no-connection');
  });

  it('the verdict follows a later probe: the network gone after the server was found silent', async () => {
    deviceSays(true);
    const net = controlledFetch();
    configureHttp({ fetch: net.fetch });
    setServerReachable(false);
    net.settle(true);
    await settled();
    expect(connection()).toBe('server-unreachable');
    void probePortal();
    net.settle(false);
    await settled();
    expect(connection()).toBe('no-connection');
    setServerReachable(true);
    expect(connection()).toBe('online');
  });

  it('the device offline: no probe, no connection', () => {
    deviceSays(false);
    const net = controlledFetch();
    configureHttp({ fetch: net.fetch });
    setServerReachable(false);
    expect(net.asked).toHaveLength(0);
    expect(connection()).toBe('no-connection');
  });
});
