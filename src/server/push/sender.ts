import webpush, { WebPushError } from 'web-push';
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

/**
 * One push through web-push (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC 8292 VAPID).
 * Urgency high: these alerts matter before data or validity runs out, so a phone in power saving
 * should still wake for them.
 */
export async function sendPush(keys: VapidKeys, to: PushTarget, payload: PushPayload): Promise<PushResult> {
  try {
    await webpush.sendNotification({ endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } }, JSON.stringify(payload), {
      vapidDetails: keys,
      TTL: TTL_SECONDS,
      urgency: 'high',
      topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32),
      contentEncoding: 'aes128gcm',
      timeout: 10_000,
    });
    return { status: 'sent' };
  } catch (err) {
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return { status: 'gone' };
    const message = err instanceof WebPushError ? `${err.statusCode} ${err.body}` : err instanceof Error ? err.message : String(err);
    return { status: 'failed', error: message.slice(0, 500) };
  }
}
