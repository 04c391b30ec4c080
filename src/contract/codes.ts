/**
 * The contract's plain codes: SIM and user types, statuses, device and FAQ codes. No schemas here:
 * the first screens' modules (session, guards, route checks) import these, and anything they import
 * ships with the first load together with every export other screens use (docs/decisions/0020).
 * The schemas built on them live in sim.ts, apn.ts and account.ts, which re-export them.
 */

/** The portal's five languages, as they appear in API paths and translation files (spec §1, §9). */
export const LANGUAGES = ['ja', 'en', 'zh', 'tw', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Provider SIM types as the API writes them (spec §1). */
export const SIM_TYPES = ['physical_sim', 'astro_esim', 'sonet_esim', 'linksfield_esim'] as const;
export type SimType = (typeof SIM_TYPES)[number];

/** The user types the portal keys its behaviour on (spec §1, §6); see docs/decisions/0002. */
export const USER_TYPES = ['PREPAID', 'ESIMA', 'ESIMS', 'LF'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_OF_SIM: Record<SimType, UserType> = {
  physical_sim: 'PREPAID',
  astro_esim: 'ESIMA',
  sonet_esim: 'ESIMS',
  linksfield_esim: 'LF',
};

/** The onboarding status that drives navigation (ac_status, stored as simStatus; spec §4). */
export const AC_STATUSES = ['prepare', 'init', 'sim_activated', 'activate', 'completing', 'sold', 'using'] as const;
export type AcStatus = (typeof AC_STATUSES)[number];

/** The line status of the SIM card itself (sc_status, stored as cardStatus; spec §4 labels). */
export const SC_STATUSES = [
  'init',
  'registered',
  'activated',
  'activating',
  'stop',
  'cancelled',
  'cancelling',
  'unused',
  'set',
  'expired',
] as const;
export type ScStatus = (typeof SC_STATUSES)[number];

/** Device types, first scheme of spec §3 (IOS 1, ANDROID 2, WINDOWS 3, WIFI 4): the `platform` query. */
export const DEVICE_TYPES = { ios: 1, android: 2, windows: 3, wifi: 4 } as const;
export type DeviceName = keyof typeof DEVICE_TYPES;
