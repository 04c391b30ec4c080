import type { AcStatus, UserType } from '@/contract/codes';
import { accessOf, hasEsimAndroidApn } from './sim-access';

/**
 * Which screens apply to which SIM, and where a customer who opens one that does not goes instead
 * (an issued eSIM never sees its EID form again; the Android eSIM APN pages never say "Oops!" to
 * physical and sonet customers). Pure and synchronous: the routes' beforeLoad only redirects, never acts, as
 * preload runs it on hover.
 */
export type SimState = { usertype: UserType; simStatus?: AcStatus | undefined; stepValidationStatus?: boolean | undefined };

/** Statuses before the SIM is requested: the activation form (date or issuance) applies. */
const BEFORE_REQUEST: readonly (AcStatus | undefined)[] = [undefined, 'prepare', 'init'];
/** In use: set-up is over. */
const IN_USE: readonly (AcStatus | undefined)[] = ['sold', 'using'];

/** `/step2`: undefined renders it, otherwise where this SIM's set-up stands. */
export function step2Redirect({ usertype, simStatus, stepValidationStatus }: SimState): string | undefined {
  if (simStatus === 'completing') return '/basicInfo';
  if (accessOf(usertype).physical) {
    // A reserved date stays visible (it cannot change, spec §4) until the SIM is in use.
    return IN_USE.includes(simStatus) ? '/topPage' : undefined;
  }
  if (BEFORE_REQUEST.includes(simStatus)) return undefined;
  // Requested: waiting for issuance, or on to the settings once issued (spec §2).
  if (simStatus === 'activate') return stepValidationStatus ? '/esim-apn-settings' : '/esim-activation-notification';
  // Issued and in use: what step 2 made is in eSIM settings (codes, QR, APN).
  return '/apn-configuration';
}

/**
 * The Android eSIM APN pages serve astro and linksfield eSIMs (spec §2). A physical SIM and a sonet
 * eSIM have Android APN steps of their own: that is what the customer came for.
 */
export function esimAndroidApnRedirect(usertype: UserType, onboarding: boolean): string | undefined {
  if (hasEsimAndroidApn(usertype)) return undefined;
  return onboarding ? '/step3/2' : '/apn-configuration/2';
}

/** The eSIM initial-config pages (`…/$device/$method`) for a physical SIM: its APN page for that device. */
export function esimConfigRedirect(usertype: UserType, device: string, onboarding: boolean): string | undefined {
  if (!accessOf(usertype).physical) return undefined;
  return onboarding ? `/step3/${device}` : `/apn-configuration/${device}`;
}

/** Step 3's device picker: SIMs with APN steps per device; the others pick on the eSIM settings page (spec §4). */
export function step3Redirect(usertype: UserType): '/esim-apn-settings' | undefined {
  return hasEsimAndroidApn(usertype) ? '/esim-apn-settings' : undefined;
}

/** The eSIM settings picker (`/esim-apn-settings`): a physical SIM picks its device on step 3. */
export function esimSettingsRedirect(usertype: UserType): '/step3' | undefined {
  return accessOf(usertype).physical ? '/step3' : undefined;
}

/** The 5G option page: physical SIMs only (spec §2 prepaid menu); others go to the top page. */
export function fiveGRedirect(usertype: UserType, iccid: string | undefined): '/topPage' | undefined {
  return accessOf(usertype).fiveG && iccid ? undefined : '/topPage';
}
