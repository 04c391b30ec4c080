import type { AcStatus, UserType } from '../contract';

/** Side-menu entries by user state (spec §2). Labels are keys of the common namespace `menu.*`. */
export type MenuItem = { key: MenuKey; to: string };
export type MenuKey =
  | 'initialSettings'
  | 'topPage'
  | 'userInformation'
  | 'lineList'
  | 'dataRecharge'
  | 'usePeriodExtension'
  | 'orderHistory'
  | 'fiveG'
  | 'apnConfiguration'
  | 'esimSettings'
  | 'faq'
  | 'customerSupport'
  | 'logout'
  | 'login'
  | 'register';

const item = (key: MenuKey, to: string): MenuItem => ({ key, to });

/** SIM statuses in which the customer is still setting up (spec §2). */
export const ONBOARDING_STATUSES: readonly AcStatus[] = ['prepare', 'sim_activated', 'init', 'activate', 'completing'];

const GUEST = [item('login', '/login'), item('register', '/register'), item('customerSupport', '/customer-support')];
const ONBOARDING = [item('initialSettings', '/step2'), item('customerSupport', '/customer-support'), item('logout', '/logout')];
const PREPAID = [
  item('topPage', '/topPage'),
  item('userInformation', '/user-information'),
  item('lineList', '/line-list'),
  item('dataRecharge', '/data-recharge'),
  item('usePeriodExtension', '/use-period-extension'),
  item('orderHistory', '/order-history'),
  item('fiveG', '/5g-communication-option'),
  item('apnConfiguration', '/apn-configuration'),
  item('faq', '/faq'),
  item('customerSupport', '/customer-support'),
  item('logout', '/logout'),
];
const ESIM = [
  item('topPage', '/topPage'),
  item('userInformation', '/user-information'),
  item('lineList', '/line-list'),
  item('esimSettings', '/apn-configuration'),
  item('faq', '/faq'),
  item('customerSupport', '/customer-support'),
  item('logout', '/logout'),
];

export function menuFor(state: { loggedIn: boolean; usertype?: UserType | undefined; simStatus?: AcStatus | undefined }): MenuItem[] {
  if (!state.loggedIn) return GUEST;
  if (state.simStatus && ONBOARDING_STATUSES.includes(state.simStatus)) return ONBOARDING;
  return state.usertype === 'PREPAID' ? PREPAID : ESIM;
}
