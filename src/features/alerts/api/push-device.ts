import { queryOptions } from '@tanstack/react-query';
import { API, MessageResponse, PushKey } from '@/contract';
import { isApiError } from '@/lib/api-error';
import { request } from '@/lib/http';
import { isIosDevice } from '@/lib/install';
import { alertKeys } from '@/features/alerts/keys';
import type { DeviceFacts } from '@/features/alerts/model';

/** This device's push facts, from the settings screen only: nothing here runs on any other page. */

export const pushKeyOptions = () =>
  queryOptions({ queryKey: alertKeys.pushKey(), queryFn: () => request(API.pushKey, { schema: PushKey }), staleTime: Infinity });

const hasPushApi = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The worker's registration if there is one; never waits for one that will not come (blocked, not yet installed). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

export async function deviceFacts(pushKey: string | null): Promise<DeviceFacts> {
  const pushApi = hasPushApi();
  const subscription = pushApi ? await (await registration())?.pushManager.getSubscription() : null;
  return {
    pushKey,
    pushApi,
    ios: isIosDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints),
    standalone:
      window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true,
    permission: 'Notification' in window ? Notification.permission : 'unsupported',
    subscribed: !!subscription && Notification.permission === 'granted',
  };
}

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

export class PushUnavailable extends Error {}

/**
 * Turns push on for this device: asks for permission (this runs from the customer's click, as
 * browsers require), subscribes with the API's key and tells the API. A subscription made with
 * another key (the operator changed it) is replaced.
 */
export async function subscribeDevice(pushKey: string): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushUnavailable('permission');
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready);
  const key = keyBytes(pushKey);
  let sub = await reg.pushManager.getSubscription();
  const current = sub?.options.applicationServerKey;
  if (sub && current && !new Uint8Array(current).every((b, i) => b === key[i])) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await request(API.pushSubscription, { method: 'POST', body: sub.toJSON(), schema: MessageResponse });
  } catch (err) {
    // Refused (a push service the API does not send to, E0091; an endpoint another account holds
    // with other keys, E0115): the browser's subscription goes too, so the screen does not say push
    // is on, and the next try subscribes afresh, with a new endpoint.
    if (isApiError(err)) await sub.unsubscribe().catch(() => undefined);
    throw err;
  }
}

/** Turns push off for this device: the API forgets it first, then the browser. */
export async function unsubscribeDevice(): Promise<void> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (!sub) return;
  await request(API.pushSubscription, { method: 'DELETE', body: { endpoint: sub.endpoint }, schema: MessageResponse });
  await sub.unsubscribe();
}
