import * as v from 'valibot';

/**
 * Alerts (docs/decisions/0105): what the customer can be told about one SIM, and how. The order is
 * the settings screen's order.
 */
/** The alerts a customer chooses in the settings. */
export const SETTING_ALERT_KINDS = [
  'data_20',
  'data_5',
  'period_3_days',
  'period_last_day',
  'unpaid_tomorrow',
  'esim_ready',
  'five_g_added',
] as const;
export type SettingAlertKind = (typeof SETTING_ALERT_KINDS)[number];
export const SettingAlertKind = v.picklist(SETTING_ALERT_KINDS);

/**
 * Every alert: the settings' ones, and notices the customer does not choose (an automatic top-up that
 * could not pay, or was turned off after two failures), sent by both channels.
 */
export const ALERT_KINDS = [...SETTING_ALERT_KINDS, 'auto_topup_failed', 'auto_topup_off'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const AlertKind = v.picklist(ALERT_KINDS);

export const AlertChannels = v.object({ push: v.boolean(), mail: v.boolean() });
export type AlertChannels = v.InferOutput<typeof AlertChannels>;

/** GET and PUT `alerts/{iccid}`: every kind this SIM can have, with its channels. */
export const AlertSettings = v.object({
  iccid: v.string(),
  alerts: v.array(v.object({ kind: SettingAlertKind, ...AlertChannels.entries })),
  /** Whether the customer has answered the offer made once after setup. */
  offered: v.boolean(),
});
export type AlertSettings = v.InferOutput<typeof AlertSettings>;

export const AlertSettingsUpdate = v.strictObject({
  alerts: v.pipe(v.array(v.strictObject({ kind: SettingAlertKind, ...AlertChannels.entries })), v.maxLength(SETTING_ALERT_KINDS.length)),
});
export type AlertSettingsUpdate = v.InferOutput<typeof AlertSettingsUpdate>;

/** GET `alerts/push_key`: the VAPID public key, or null when the operator offers mail alerts only. */
export const PushKey = v.object({ public_key: v.nullable(v.string()) });
export type PushKey = v.InferOutput<typeof PushKey>;

/** POST `alerts/push_subscription`: a browser's PushSubscription.toJSON(). DELETE takes the endpoint only. */
export const PushSubscriptionBody = v.strictObject({
  endpoint: v.pipe(v.string(), v.url(), v.maxLength(2048)),
  keys: v.strictObject({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/)),
  }),
  expirationTime: v.optional(v.nullable(v.number())),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>;
export const PushUnsubscribeBody = v.strictObject({ endpoint: v.pipe(v.string(), v.maxLength(2048)) });

/**
 * What a push carries to the service worker (sw/push.ts): already in the customer's language, with
 * the portal path its tap opens. `tag` makes a repeat of the same alert replace the shown one.
 */
export const PushPayload = v.object({
  title: v.string(),
  body: v.string(),
  url: v.pipe(v.string(), v.startsWith('/')),
  tag: v.string(),
  lang: v.string(),
});
export type PushPayload = v.InferOutput<typeof PushPayload>;
