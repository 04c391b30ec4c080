import type { SimType } from '@/contract';

/**
 * What the API does differently per kind of SIM, in one table (the portal's is src/domain/sim-profiles.ts).
 * - physical: reserves an activation date, has the iOS APN profile and may add the 5G option (spec §2, §4).
 * - eid: the profile is pushed to the phone named by its EID (sonet), so activation needs one.
 * - install: how the ready eSIM reaches the phone: pushed by EID, or installed from an activation code.
 */
export const SIM_KINDS: Record<SimType, { physical: boolean; eid: boolean; install: 'push' | 'code' | null }> = {
  physical_sim: { physical: true, eid: false, install: null },
  sonet_esim: { physical: false, eid: true, install: 'push' },
  astro_esim: { physical: false, eid: false, install: 'code' },
  linksfield_esim: { physical: false, eid: false, install: 'code' },
};

export const isPhysical = (type: SimType): boolean => SIM_KINDS[type].physical;
