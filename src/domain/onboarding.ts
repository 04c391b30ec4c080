import type { AcStatus, ScStatus, UserType } from '@/contract/codes';
import { accessOf } from './sim-access';

/**
 * Onboarding as the spec's §4 tables: where a card-status check sends the customer, and the session
 * changes each onboarding event makes. Screens and routes call these by name; none writes a status
 * of its own. Pure: the caller stores the patch when the event has happened (never on preload).
 */
export type OnboardingPatch = { simStatus?: AcStatus; cardStatus?: ScStatus; stepValidationStatus?: boolean };

export type CardCheck = { usertype: UserType; acStatus: AcStatus; scStatus: ScStatus };
export type CardCheckTarget = { to: string; stepValidationStatus?: boolean };

/** eSIM line statuses that mean the profile is on the phone and APN setup is next (spec §4). */
const ESIM_READY_SC: readonly ScStatus[] = ['activated', 'activating', 'set'];

/**
 * Navigation after a card status check (spec §4 table): where login, registration and activation
 * send the customer, and what stepValidationStatus becomes.
 */
export function targetAfterCardCheck({ usertype, acStatus, scStatus }: CardCheck): CardCheckTarget {
  if (accessOf(usertype).physical) {
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

/** Where "Setup complete" leads (spec §4): a SIM already in use goes home, else basic info. */
export function afterSetupComplete(simStatus: AcStatus | undefined): { callRegComplete: boolean; to: '/topPage' | '/basicInfo' } {
  return simStatus === 'sold' ? { callRegComplete: false, to: '/topPage' } : { callRegComplete: true, to: '/basicInfo' };
}

/** "Go to top page" on the eSIM pages: registration completes on the way unless already done. */
export function goToTopPage(simStatus: AcStatus | undefined): { callRegComplete: boolean } {
  return { callRegComplete: simStatus !== 'sold' };
}

type StateAnswer = { ac_status: AcStatus; sc_status: ScStatus };

/** A physical SIM's activation date is reserved: it activates on that date (spec §4). */
export const activationDateReserved = (): OnboardingPatch => ({ simStatus: 'activate' });

/** The reserved date acknowledged: on to step 3, whose pages require the flag (spec §4). */
export const activationDateConfirmed = (): OnboardingPatch => ({ stepValidationStatus: true });

/** An eSIM was requested (spec §4 "Activation request success"): the status the server answered. */
export const esimRequested = (state: StateAnswer): OnboardingPatch => ({ simStatus: state.ac_status, cardStatus: state.sc_status });

/** The eSIM is issued: on to step 3, and stepValidationStatus becomes true (spec §4). */
export const esimIssued = (state: StateAnswer): OnboardingPatch => ({ ...esimRequested(state), stepValidationStatus: true });

/** Spec §4: the APN configuration page sets the flag the prepaid config pages check. */
export const apnConfigurationOpened = (): OnboardingPatch => ({ stepValidationStatus: true });

/** Spec §4: "simStatus completing is set for prepaid when basic info opens"; eSIMs keep theirs. */
export const basicInfoOpened = (usertype: UserType): OnboardingPatch => (accessOf(usertype).physical ? { simStatus: 'completing' } : {});

/** Registration complete answered (Setup complete, Go to top page): in use, flag cleared (spec §4). */
export const registrationCompleted = (): OnboardingPatch => ({ simStatus: 'sold', stepValidationStatus: false });

/** Basic info's link to the top page: set-up is over (spec §4 "via the dedicated-page link"). */
export const basicInfoLeft = (): OnboardingPatch => ({ simStatus: 'sold' });
