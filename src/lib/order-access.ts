import type { UserType } from '@/contract/codes';
import { accessOf } from '@/domain/sim-access';

/**
 * Spec §2 order history access: SIMs that buy plans (physical and sonet eSIM) only; others go to
 * the top page. Reads the guards' small table: the recharge routes' guards ship with the first
 * screen and the menu does not.
 */
export function ordersAllowed(usertype: UserType | undefined): boolean {
  return usertype !== undefined && accessOf(usertype).buysPlans;
}
