import type { AcStatus, ScStatus, UserType } from '../contract';

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
/**
 * sonet eSIMs buy plans like physical SIMs (spec §2 lets them into recharge, extension and order
 * history): the menu says so, or the customer never finds those screens.
 */
const SONET = [
  item('topPage', '/topPage'),
  item('userInformation', '/user-information'),
  item('lineList', '/line-list'),
  item('dataRecharge', '/data-recharge'),
  item('usePeriodExtension', '/use-period-extension'),
  item('orderHistory', '/order-history'),
  item('esimSettings', '/apn-configuration'),
  item('faq', '/faq'),
  item('customerSupport', '/customer-support'),
  item('logout', '/logout'),
];

/** The menu of a SIM in use, by its user type. */
export const MENU_IN_USE: Record<UserType, readonly MenuItem[]> = { PREPAID, ESIMS: SONET, ESIMA: ESIM, LF: ESIM };

/** Which of several SIMs in use gives the menu: the one that can do most. */
const MENU_RANK: readonly UserType[] = ['PREPAID', 'ESIMS', 'ESIMA', 'LF'];

export type MenuState = {
  loggedIn: boolean;
  usertype?: UserType | undefined;
  simStatus?: AcStatus | undefined;
  /** User types of the customer's other SIMs that are in use (stored at sign-in and SIM switch). */
  otherLines?: readonly UserType[] | undefined;
};

export function menuFor(state: MenuState): MenuItem[] {
  if (!state.loggedIn) return GUEST;
  if (state.simStatus && ONBOARDING_STATUSES.includes(state.simStatus)) {
    // A second SIM being set up must not hide the first one's screens: Initial settings for the new
    // SIM, then the menu of the SIM already in use (issue 14).
    const inUse = MENU_RANK.find((type) => state.otherLines?.includes(type));
    return inUse ? [ONBOARDING[0]!, ...MENU_IN_USE[inUse]] : ONBOARDING;
  }
  return [...MENU_IN_USE[state.usertype ?? 'ESIMA']];
}

/** The user types of the other SIMs in use, from the line list (cards/list). */
export function otherLinesInUse(lines: readonly { sc_id: number; user_type: UserType; ac_status: AcStatus }[], currentId: number): UserType[] {
  return [...new Set(lines.filter((l) => l.sc_id !== currentId && !ONBOARDING_STATUSES.includes(l.ac_status)).map((l) => l.user_type))];
}

/** The side menu's "Initial settings" (spec §2): where a customer still onboarding resumes. */
export function initialSettingsTarget(stored: {
  cardStatus?: ScStatus | undefined;
  simStatus?: AcStatus | undefined;
  loggedIn: boolean;
  usertype?: UserType | undefined;
}): string {
  if (!stored.cardStatus || !stored.simStatus || !stored.loggedIn) return '/register';
  if (stored.cardStatus === 'registered' && stored.simStatus === 'activate' && stored.usertype !== 'PREPAID') {
    return '/esim-activation-notification';
  }
  if (stored.simStatus === 'completing') return '/basicInfo';
  return '/step2';
}

const PAYMENT_PATHS = ['/payment', '/payment-verify', '/ordercompleted', '/payment-external'];
const ONBOARDING_PREFIXES = ['/step2', '/step3', '/esim-step2', '/esim-activation-notification', '/esim-apn-settings', '/apn-config/', '/esim-apn-android-step3', '/basicInfo'];

/**
 * The highlighted menu entry for a path (spec §2 "Active menu item"). The payment steps belong to
 * whichever purchase started them: the stored recharge type (0 data, 1 usage period) tells.
 */
export function activeMenuKey(pathname: string, opts: { usertype?: UserType | undefined; rechargeType?: 0 | 1 | undefined }): MenuKey | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PAYMENT_PATHS.includes(path)) return opts.rechargeType === 1 ? 'usePeriodExtension' : 'dataRecharge';
  if (path.startsWith('/order-history')) return 'orderHistory';
  if (ONBOARDING_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return 'initialSettings';
  if (path.startsWith('/apn-configuration') || path === '/esim-apn-android') return opts.usertype === 'PREPAID' ? 'apnConfiguration' : 'esimSettings';
  const direct: Record<string, MenuKey> = {
    '/topPage': 'topPage',
    '/user-information': 'userInformation',
    '/line-list': 'lineList',
    '/data-recharge': 'dataRecharge',
    '/use-period-extension': 'usePeriodExtension',
    '/5g-communication-option': 'fiveG',
    '/faq': 'faq',
    '/customer-support': 'customerSupport',
    '/login': 'login',
    '/register': 'register',
  };
  return direct[path];
}
