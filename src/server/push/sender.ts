import webpush from 'web-push';
import type { PushPayload } from '@/contract';
import type { VapidKeys } from '@/server/config';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How a push service answered: delivered, the subscription is gone (404/410), or try again later. */
export type PushResult = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; error: string };

/** A day: an alert that reaches a phone later than that is no longer worth showing. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * One push: web-push encrypts it (RFC 8291 aes128gcm) and signs the request (RFC 8292 VAPID); we
 * send that request with fetch, which also reaches the sandbox's and the tests' push services on
 * plain http (web-push's own sender speaks https only). Urgency high: these alerts matter before data
 * or validity runs out, so a phone in power saving should still wake for them.
 */
export async function sendPush(keys: VapidKeys, to: PushTarget, payload: PushPayload): Promise<PushResult> {
  try {
    const request = webpush.generateRequestDetails(
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
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body as Buffer),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return { status: 'gone' };
    if (res.ok) return { status: 'sent' };
    return { status: 'failed', error: `${res.status} from the push service` };
  } catch (err) {
    return { status: 'failed', error: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
  }
}
