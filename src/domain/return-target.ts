import type { AcStatus, UserType } from '@/contract/codes';
import { profileOf } from './sim-profiles';

export type ReturnContext =
  | { page: 'step3'; usertype: UserType; simStatus: AcStatus | undefined; device: string }
  | { page: 'apn-config' }
  | { page: 'esim-android'; duringOnboarding: boolean; method: string }
  | { page: 'other' };

/** The Return button of the APN pages (spec §4). */
export function returnTarget(ctx: ReturnContext): string {
  switch (ctx.page) {
    case 'step3':
      // A sonet eSIM not yet in use came to its APN steps from its installation steps.
      return profileOf(ctx.usertype).esimInstall === 'sonetSteps' && ctx.simStatus !== 'sold' ? `/apn-config/${ctx.device}/1` : '/step3';
    case 'apn-config':
      return '/apn-configuration';
    case 'esim-android':
      return ctx.duringOnboarding ? `/apn-config/2/${ctx.method}` : '/apn-configuration';
    case 'other':
      return '/step3';
  }
}
