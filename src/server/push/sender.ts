import { promises as dns, type LookupAddress } from 'node:dns';
import { request as httpRequest, type Agent as HttpAgent } from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { PushPayload } from '@/contract';
import type { VapidKeys } from '@/server/config';
import { addressClass, mayConnect } from './address-ranges';
import { endpointRefusal, type EndpointPolicy } from './endpoint-policy';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * How a push went: delivered; the subscription is gone (404/410); its endpoint is not a push service
 * we post to (`unlisted`: registration would refuse it today); refused because the address the name
 * resolves to is not public (never retried); or failed, to try again later.
 */
export type PushResult =
  | { status: 'sent' }
  | { status: 'gone' }
  | { status: 'unlisted'; error: string }
  | { status: 'refused'; error: string }
  | { status: 'failed'; error: string };

/** Resolves a host name to every address it has: DNS by default; a test's table in tests. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export interface SendOptions {
  policy: EndpointPolicy;
  /** The whole request: connection, TLS, answer. */
  timeoutMs: number;
  resolve?: Resolver;
  /** Aborts the request (the instance is shutting down). */
  signal?: AbortSignal;
  agents?: { http?: HttpAgent; https?: HttpsAgent };
}

/** A day: an alert that reaches a phone later than that is no longer worth showing. */
const TTL_SECONDS = 24 * 60 * 60;

class AddressRefused extends Error {}

/**
 * The socket's own lookup: the name is resolved once, every address it has is checked, and the
 * socket connects to the checked address. Checking first and letting the connection resolve again
 * would let a name that answers differently the second time (DNS rebinding) through.
 */
function checkedLookup(resolve: Resolver, loopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = all.filter((a) => !family || a.family === family);
        const bad = all.find((a) => !mayConnect(a.address, { loopback }));
        if (bad) return callback(new AddressRefused(`${hostname} resolves to ${bad.address} (${addressClass(bad.address)})`), '', 0);
        if (!usable.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/**
 * One push: web-push encrypts it (RFC 8291 aes128gcm) and signs the request (RFC 8292 VAPID); we
 * send it ourselves, over https to the push services (http only to the sandbox's on loopback), to
 * an address checked as the socket connects, within a deadline. Urgency high: these alerts matter
 * before data or validity runs out, so a phone in power saving should still wake for them.
 */
export async function sendPush(keys: VapidKeys, to: PushTarget, payload: PushPayload, opts: SendOptions): Promise<PushResult> {
  const refusal = endpointRefusal(to.endpoint, opts.policy);
  if (refusal) return { status: 'unlisted', error: refusal };
  const url = new URL(to.endpoint);
  // An IP in the address is never looked up: it is checked here (the sandbox's loopback only, by the policy above).
  if (addressClass(url.hostname) !== 'not an address' && !mayConnect(url.hostname, { loopback: opts.policy.sandbox }))
    return { status: 'refused', error: `${url.hostname} (${addressClass(url.hostname)})` };
  let request: { endpoint: string; method: string; headers: Record<string, string | number>; body: Buffer | null };
  try {
    request = webpush.generateRequestDetails(
      { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        urgency: 'high',
        // A newer alert of the same kind replaces one the phone has not fetched yet.
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32),
        contentEncoding: 'aes128gcm',
      },
    ) as typeof request;
  } catch (err) {
    return { status: 'failed', error: message(err) };
  }
  try {
    const status = await post(url, request, opts);
    if (status === 404 || status === 410) return { status: 'gone' };
    if (status >= 200 && status < 300) return { status: 'sent' };
    return { status: 'failed', error: `${status} from the push service` };
  } catch (err) {
    if (err instanceof AddressRefused) return { status: 'refused', error: err.message };
    return { status: 'failed', error: message(err) };
  }
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** POSTs and reads the answer to its end, or fails at the deadline: redirects are not followed. */
function post(url: URL, r: { method: string; headers: Record<string, string | number>; body: Buffer | null }, opts: SendOptions) {
  return new Promise<number>((resolve, reject) => {
    const https = url.protocol === 'https:';
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    const req = (https ? httpsRequest : httpRequest)(
      url,
      {
        method: r.method,
        headers: r.headers,
        agent: https ? opts.agents?.https : opts.agents?.http,
        lookup: checkedLookup(opts.resolve ?? systemResolver, opts.policy.sandbox),
        signal: opts.signal,
      },
      (res) => {
        res.on('error', (err) => settle(() => reject(err)));
        res.on('end', () => settle(() => resolve(res.statusCode ?? 0)));
        res.resume();
      },
    );
    // Whatever part hangs (the name, the connection, TLS, the answer or its body), the push ends here.
    const timer = setTimeout(() => {
      const err = new Error(`no answer within ${opts.timeoutMs} ms`);
      req.destroy(err);
      reject(err);
    }, opts.timeoutMs);
    req.on('error', (err) => settle(() => reject(err)));
    req.end(r.body ?? undefined);
  });
}
