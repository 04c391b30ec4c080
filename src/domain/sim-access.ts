import type { UserType } from '@/contract/codes';

/** The endpoint that answers a SIM type's APN settings (spec §6, §7). */
export type ApnSource = 'prepaid' | 'sonetEsimApn' | 'esimAndroid';

/**
 * Which screens a user type may open: the columns of the SIM profile (sim-profiles.ts) that the
 * routes' guards read. Its own small table because guards ship with the first screen and the rest
 * of the profile does not (docs/decisions/0075).
 */
export type SimAccess = {
  /** A physical SIM: activated on a reserved date (step 2), APN steps on step 3, basic info marks it 'completing'. */
  physical: boolean;
  /** Recharge, usage-period extension and order history (spec §2 "Order history access"). */
  buysPlans: boolean;
  /** The 5G option (spec §2 prepaid menu). */
  fiveG: boolean;
  /** Where its APN settings come from; 'esimAndroid' are the Android eSIM APN pages of astro and linksfield. */
  apnSource: ApnSource;
  /** FAQ user-type code (spec §3): 1 prepaid, 2 eSIM, 3 LF eSIM. */
  faqType: 1 | 2 | 3;
};

export const SIM_ACCESS: Record<UserType, SimAccess> = {
  PREPAID: { physical: true, buysPlans: true, fiveG: true, apnSource: 'prepaid', faqType: 1 },
  // sonet eSIM
  ESIMS: { physical: false, buysPlans: true, fiveG: false, apnSource: 'sonetEsimApn', faqType: 2 },
  // astro eSIM
  ESIMA: { physical: false, buysPlans: false, fiveG: false, apnSource: 'esimAndroid', faqType: 2 },
  // linksfield eSIM
  LF: { physical: false, buysPlans: false, fiveG: false, apnSource: 'esimAndroid', faqType: 3 },
};

export const accessOf = (usertype: UserType): SimAccess => SIM_ACCESS[usertype];

/** Astro and linksfield Android phones type the APN on the eSIM APN pages; others have per-device steps. */
export const hasEsimAndroidApn = (usertype: UserType) => SIM_ACCESS[usertype].apnSource === 'esimAndroid';
