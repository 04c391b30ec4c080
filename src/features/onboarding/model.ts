import type { AcStatus, ScStatus, UserType } from '../../contract';

export type CardCheck = { usertype: UserType; acStatus: AcStatus; scStatus: ScStatus };
export type CardCheckTarget = { to: string; stepValidationStatus?: boolean };

/** eSIM line statuses that mean the profile is on the phone and APN setup is next (spec §4). */
const ESIM_READY_SC: readonly ScStatus[] = ['activated', 'activating', 'set'];

/**
 * Navigation after a card status check (spec §4 table): where login, registration and activation
 * send the customer, and what stepValidationStatus becomes.
 */
export function targetAfterCardCheck({ usertype, acStatus, scStatus }: CardCheck): CardCheckTarget {
  if (usertype === 'PREPAID') {
    if (acStatus === 'init' || acStatus === 'prepare') return { to: '/step2', stepValidationStatus: false };
    if (acStatus === 'activate' || acStatus === 'sim_activated') return { to: '/step3', stepValidationStatus: true };
    return { to: '/topPage' };
  }
  if (acStatus === 'prepare') return { to: '/step2', stepValidationStatus: false };
  if (acStatus === 'activate') {
    return ESIM_READY_SC.includes(scStatus)
      ? { to: '/esim-apn-settings', stepValidationStatus: true }
      : { to: '/esim-activation-notification' };
  }
  return { to: '/topPage' };
}
