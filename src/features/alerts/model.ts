import type { AlertKind, AlertSettings } from '@/contract';

/**
 * Whether this device can take alerts by push, and if not, what the screen says instead
 * (docs/decisions/0107):
 * - 'mail-only': the operator has no push keys; push is not offered at all.
 * - 'add-to-home-screen': iPhone or iPad in Safari: push works only for the portal added to the
 *   home screen (iOS 16.4+), so the screen shows how.
 * - 'unsupported': a browser without Web Push.
 * - 'blocked': the customer blocked notifications for the portal in the browser.
 * - 'off' / 'on': push can be turned on on this device / it is on.
 */
export type PushState = 'mail-only' | 'add-to-home-screen' | 'unsupported' | 'blocked' | 'off' | 'on';

export interface DeviceFacts {
  /** The API's VAPID key; null when the operator offers mail only. */
  pushKey: string | null;
  /** PushManager and a service worker exist here. */
  pushApi: boolean;
  ios: boolean;
  /** Opened from the home screen. */
  standalone: boolean;
  permission: NotificationPermission | 'unsupported';
  subscribed: boolean;
}

export function pushState(d: DeviceFacts): PushState {
  if (d.pushKey === null) return 'mail-only';
  if (d.ios && !d.standalone) return 'add-to-home-screen';
  if (!d.pushApi || d.permission === 'unsupported') return 'unsupported';
  if (d.permission === 'denied') return 'blocked';
  return d.subscribed ? 'on' : 'off';
}

/** Push checkboxes are shown where push can be had on this device (or is only blocked for now). */
export const offersPush = (state: PushState): boolean => state === 'on' || state === 'off' || state === 'blocked';

export type AlertRows = AlertSettings['alerts'];

/** The one control that turns every alert off, on both channels. */
export const allOff = (rows: AlertRows): AlertRows => rows.map((r) => ({ ...r, push: false, mail: false }));

export const anyOn = (rows: AlertRows): boolean => rows.some((r) => r.push || r.mail);

export function setChannel(rows: AlertRows, kind: AlertKind, channel: 'push' | 'mail', on: boolean): AlertRows {
  return rows.map((r) => (r.kind === kind ? { ...r, [channel]: on } : r));
}
