import type { DeviceName, UserType } from '../../contract/codes';
import type { ApnSource } from './api/apn-settings';
import { APN_DEVICES } from './model';

/**
 * Its own module, so that only the offline copies' code (loaded after the first screen) carries it.
 * Every instruction page a SIM type reaches from its screens, by the endpoint that answers it and the
 * devices it exists for: what the offline copies fetch right after login. A sonet eSIM's path goes
 * through its installation steps (`apn/sonet_esim`, the eSIM settings page) before its APN steps, so
 * both are kept: a page of the path missing offline strands the customer on /networkerror.
 */
export const KEPT_OFFLINE: Record<UserType, readonly { source: ApnSource; devices: readonly DeviceName[] }[]> = {
  PREPAID: [{ source: 'prepaid', devices: APN_DEVICES.PREPAID }],
  ESIMS: [
    { source: 'sonetEsimInitial', devices: ['ios', 'android'] },
    { source: 'sonetEsimApn', devices: APN_DEVICES.ESIMS },
  ],
  ESIMA: [{ source: 'esimAndroid', devices: APN_DEVICES.ESIMA }],
  LF: [{ source: 'esimAndroid', devices: APN_DEVICES.LF }],
};
