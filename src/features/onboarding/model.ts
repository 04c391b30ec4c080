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

/** Where "Setup complete" leads (spec §4): a SIM already in use goes home, else basic info. */
export function afterSetupComplete(simStatus: AcStatus | undefined): { callRegComplete: boolean; to: '/topPage' | '/basicInfo' } {
  return simStatus === 'sold' ? { callRegComplete: false, to: '/topPage' } : { callRegComplete: true, to: '/basicInfo' };
}

/** "Go to top page" on the eSIM pages: registration completes on the way unless already done. */
export function goToTopPage(simStatus: AcStatus | undefined): { callRegComplete: boolean } {
  return { callRegComplete: simStatus !== 'sold' };
}

export type ReturnContext =
  | { page: 'step3'; usertype: UserType; simStatus: AcStatus | undefined; device: string }
  | { page: 'apn-config' }
  | { page: 'esim-android'; duringOnboarding: boolean; method: string }
  | { page: 'other' };

/** The Return button of the APN pages (spec §4). */
export function returnTarget(ctx: ReturnContext): string {
  switch (ctx.page) {
    case 'step3':
      return ctx.usertype === 'ESIMS' && ctx.simStatus !== 'sold' ? `/apn-config/${ctx.device}/1` : '/step3';
    case 'apn-config':
      return '/apn-configuration';
    case 'esim-android':
      return ctx.duringOnboarding ? `/apn-config/2/${ctx.method}` : '/apn-configuration';
    case 'other':
      return '/step3';
  }
}


const DAY_MS = 24 * 60 * 60 * 1000;
const JST_MS = 9 * 60 * 60 * 1000;

/** The dates a physical SIM's activation may be reserved for: today in Japan up to the window. */
export function activationDateRange(nowMs: number, windowDays: number): { min: string; max: string } {
  const today = new Date(nowMs + JST_MS);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { min: iso(today), max: iso(new Date(today.getTime() + windowDays * DAY_MS)) };
}
