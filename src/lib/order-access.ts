import type { UserType } from '../contract/codes';

/**
 * Spec §2 order history access: physical-SIM and sonet-eSIM customers only; others go to the top page.
 * Its own module because the recharge routes' guards ship with the first screen and the menu does not.
 */
export function ordersAllowed(usertype: UserType | undefined): boolean {
  return usertype === 'PREPAID' || usertype === 'ESIMS';
}
