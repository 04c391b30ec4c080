import { USER_TYPES, type DeviceName, type UserType } from '@/contract/codes';
import { SIM_PROFILES, type SimProfile } from '@/domain/sim-profiles';
import type { ApnSource } from './api/apn-settings';

type Kept = { source: ApnSource; devices: readonly DeviceName[] };

/** A sonet eSIM's path goes through its installation steps (`apn/sonet_esim`) before its APN steps. */
const keptFor = (profile: SimProfile): readonly Kept[] => [
  ...(profile.esimInstall === 'sonetSteps' ? [{ source: 'sonetEsimInitial' as const, devices: profile.devices }] : []),
  { source: profile.apnSource, devices: profile.apnDevices },
];

/**
 * Its own module, so that only the offline copies' code (loaded after the first screen) carries it.
 * Every instruction page a SIM type reaches from its screens, by the endpoint that answers it and the
 * devices it exists for: what the offline copies fetch right after login. A page of the path missing
 * offline strands the customer on /networkerror.
 */
export const KEPT_OFFLINE = Object.fromEntries(USER_TYPES.map((type) => [type, keptFor(SIM_PROFILES[type])])) as Record<
  UserType,
  readonly Kept[]
>;
