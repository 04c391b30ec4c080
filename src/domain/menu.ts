import { USER_TYPES, type AcStatus, type ScStatus, type UserType } from '@/contract/codes';
import { profileOf, SIM_PROFILES, type SimProfile } from './sim-profiles';

/** Side-menu entries by user state (spec §2). Labels are keys of the common namespace `menu.*`. */
export type MenuKey = keyof typeof MENU_TARGETS;
/** Where a menu entry leads: literal paths, so the menu's Link fails to compile on one that is no route. */
export type MenuPath = (typeof MENU_TARGETS)[MenuKey] | ReturnType<typeof initialSettingsTarget>;
export type MenuItem = { key: MenuKey; to: MenuPath };

const MENU_TARGETS = {
  initialSettings: '/step2',
  topPage: '/topPage',
  userInformation: '/user-information',
  lineList: '/line-list',
  dataRecharge: '/data-recharge',
  usePeriodExtension: '/use-period-extension',
  orderHistory: '/order-history',
  fiveG: '/5g-communication-option',
  alertSettings: '/alert-settings',
  apnConfiguration: '/apn-configuration',
  esimSettings: '/apn-configuration',
  faq: '/faq',
  customerSupport: '/customer-support',
  logout: '/logout',
  login: '/login',
  register: '/register',
} as const;

const item = (key: MenuKey): MenuItem => ({ key, to: MENU_TARGETS[key] });

/** SIM statuses in which the customer is still setting up (spec §2). */
export const ONBOARDING_STATUSES: readonly AcStatus[] = ['prepare', 'sim_activated', 'init', 'activate', 'completing'];

const GUEST = [item('login'), item('register'), item('customerSupport')];
const ONBOARDING = [item('initialSettings'), item('customerSupport'), item('logout')];

/**
 * The menu of a SIM in use, from its profile: plans to buy (sonet eSIMs too: spec §2 lets them into
 * recharge, extension and order history, so the menu says so), the 5G option, the APN screens.
 */
function menuInUse(profile: SimProfile): readonly MenuItem[] {
  const keys: MenuKey[] = ['topPage', 'userInformation', 'lineList'];
  if (profile.buysPlans) keys.push('dataRecharge', 'usePeriodExtension', 'orderHistory');
  if (profile.fiveG) keys.push('fiveG');
  keys.push('alertSettings', profile.apnMenuKey, 'faq', 'customerSupport', 'logout');
  return keys.map(item);
}

export const MENU_IN_USE = Object.fromEntries(USER_TYPES.map((type) => [type, menuInUse(SIM_PROFILES[type])])) as Record<
  UserType,
  readonly MenuItem[]
>;

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
    // SIM, then the menu of the SIM already in use.
    const inUse = MENU_RANK.find((type) => state.otherLines?.includes(type));
    return inUse ? [ONBOARDING[0]!, ...MENU_IN_USE[inUse]] : ONBOARDING;
  }
  return [...MENU_IN_USE[state.usertype ?? 'ESIMA']];
}

/** The user types of the other SIMs in use, from the line list (cards/list). */
export function otherLinesInUse(
  lines: readonly { sc_id: number; user_type: UserType; ac_status: AcStatus }[],
  currentId: number,
): UserType[] {
  return [...new Set(lines.filter((l) => l.sc_id !== currentId && !ONBOARDING_STATUSES.includes(l.ac_status)).map((l) => l.user_type))];
}

/** The side menu's "Initial settings" (spec §2): where a customer still onboarding resumes. */
export function initialSettingsTarget(stored: {
  cardStatus?: ScStatus | undefined;
  simStatus?: AcStatus | undefined;
  loggedIn: boolean;
  usertype?: UserType | undefined;
}): '/register' | '/esim-activation-notification' | '/basicInfo' | '/step2' {
  if (!stored.cardStatus || !stored.simStatus || !stored.loggedIn) return '/register';
  if (stored.cardStatus === 'registered' && stored.simStatus === 'activate' && !(stored.usertype && profileOf(stored.usertype).physical)) {
    return '/esim-activation-notification';
  }
  if (stored.simStatus === 'completing') return '/basicInfo';
  return '/step2';
}

const PAYMENT_PATHS = ['/payment', '/payment-verify', '/ordercompleted', '/payment-external'];
const ONBOARDING_PREFIXES = [
  '/step2',
  '/step3',
  '/esim-step2',
  '/esim-activation-notification',
  '/esim-apn-settings',
  '/apn-config/',
  '/esim-apn-android-step3',
  '/basicInfo',
];

/**
 * The highlighted menu entry for a path (spec §2 "Active menu item"). The payment steps belong to
 * whichever purchase started them: the stored recharge type (0 data, 1 usage period) tells.
 */
export function activeMenuKey(
  pathname: string,
  opts: { usertype?: UserType | undefined; rechargeType?: 0 | 1 | undefined },
): MenuKey | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PAYMENT_PATHS.includes(path)) return opts.rechargeType === 1 ? 'usePeriodExtension' : 'dataRecharge';
  if (path.startsWith('/order-history')) return 'orderHistory';
  if (ONBOARDING_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)))
    return 'initialSettings';
  if (path.startsWith('/apn-configuration') || path === '/esim-apn-android')
    return opts.usertype ? profileOf(opts.usertype).apnMenuKey : 'esimSettings';
  const direct: Record<string, MenuKey> = {
    '/topPage': 'topPage',
    '/user-information': 'userInformation',
    '/line-list': 'lineList',
    '/data-recharge': 'dataRecharge',
    '/use-period-extension': 'usePeriodExtension',
    '/5g-communication-option': 'fiveG',
    '/alert-settings': 'alertSettings',
    '/faq': 'faq',
    '/customer-support': 'customerSupport',
    '/login': 'login',
    '/register': 'register',
  };
  return direct[path];
}
