import * as v from 'valibot';

/** Provider SIM types as the API writes them (spec §1). */
export const SIM_TYPES = ['physical_sim', 'astro_esim', 'sonet_esim', 'linksfield_esim'] as const;
export const SimType = v.picklist(SIM_TYPES);
export type SimType = v.InferOutput<typeof SimType>;

/** The user types the portal keys its behaviour on (spec §1, §6); see docs/decisions/0002. */
export const USER_TYPES = ['PREPAID', 'ESIMA', 'ESIMS', 'LF'] as const;
export const UserType = v.picklist(USER_TYPES);
export type UserType = v.InferOutput<typeof UserType>;

export const USER_TYPE_OF_SIM: Record<SimType, UserType> = {
  physical_sim: 'PREPAID',
  astro_esim: 'ESIMA',
  sonet_esim: 'ESIMS',
  linksfield_esim: 'LF',
};

/** The onboarding status that drives navigation (ac_status, stored as simStatus; spec §4). */
export const AC_STATUSES = ['prepare', 'init', 'sim_activated', 'activate', 'completing', 'sold', 'using'] as const;
export const AcStatus = v.picklist(AC_STATUSES);
export type AcStatus = v.InferOutput<typeof AcStatus>;

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
export const ScStatus = v.picklist(SC_STATUSES);
export type ScStatus = v.InferOutput<typeof ScStatus>;
