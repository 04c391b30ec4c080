/** API paths under `/api/{lng}/`. Spec §7 names most; the account ones are ours (docs/decisions/0003). */
export const API = {
  register: 'auth/register',
  // Two-step registration (docs/decisions/0044): the link mailed by register is confirmed here.
  registerConfirm: 'auth/register_confirm',
  login: 'auth/login',
  activationLogin: 'auth/activation_login',
  checkCode: 'auth/check_code',
  forgotPassword: 'auth/forgot_password',
  resetPassword: 'auth/reset_password',
  logout: 'auth/logout',
  refreshToken: 'prepaid_users/refresh_token',
  checkCard: 'cards/check_card',
  cardInfo: 'cards/info',
  cardUsage: 'cards/usage',
  // Data used per Japan-time day of the current usage period (docs/decisions/0115).
  cardUsageDays: 'cards/usage_days',
  prepaidActivate: 'cards/prepaid_activate',
  esimActivate: 'cards/esim_activate',
  regComplete: 'prepaid_users/reg_complete',
  apnPrepaid: 'apn/prepaid',
  apnDownload: 'apn/apn_download',
  esimActivationCode: 'apn/esim/activation_code',
  esimQrCode: 'apn/esim/qr_code',
  esimQrDownload: 'apn/esim/qr_download',
  apnEsimAndroid: 'apn/esim',
  sonetEsim: 'apn/sonet_esim',
  sonetEsimApn: 'apn/sonet_esim_apn',
  lines: 'cards/list',
  switchSim: 'cards/switch',
  check5g: 'cards/check_5g',
  add5g: 'cards/add_5g',
  profile: 'prepaid_users/profile',
  changePassword: 'prepaid_users/change_password',
  video: 'prepaid_users/video',
  banner: 'prepaid_users/banner',
  notices: 'prepaid_users/get_notice',
  faq: 'faq/list',
  dataPlans: 'plans/data_recharge',
  extensionPlans: 'plans/usage_extension',
  purchase: 'plans/recharge',
  dataHistory: 'plans/data_recharge_history',
  extensionHistory: 'plans/usage_extension_history',
  order: 'payments',
  regPayment: 'payments/reg_payment',
  confirm: 'payments/confirm',
  makePayment: 'payments',
  cancel: 'payments/cancel',
  savedCard: 'payments/credit_card_show',
  deleteCard: 'payments/credit_card_delete',
  // Alerts (docs/decisions/0105): per SIM settings under alerts/{iccid}, the device's push subscription.
  alerts: 'alerts',
  pushKey: 'alerts/push_key',
  pushSubscription: 'alerts/push_subscription',
} as const;

/** Sandbox paths under `/api/` (no language segment; only when the API runs in sandbox mode). */
export const SANDBOX_API = {
  sims: 'sandbox/sims',
  mail: 'sandbox/mail',
  /** The sandbox payment provider's books: every charge and its refund (loopback only, decision 0062). */
  charges: 'sandbox/charges',
  /** Set a line's simulated usage (loopback only). */
  usage: 'sandbox/usage',
  /** Put a line in a state the operator puts lines in: stopped, terminated, an eSIM unused or expired (loopback only). */
  lineStatus: 'sandbox/line_status',
  // The sandbox card provider (docs/decisions/0012): the scripts and the endpoints they call. The
  // wallet and convenience-store pages live on the sandbox gateway's own origin (decision 0059).
  cardTokenScript: 'sandbox/provider/cptoken.js',
  threeDSScript: 'sandbox/provider/threeds.js',
  providerTokens: 'sandbox/provider/tokens',
  providerThreeDS: 'sandbox/provider/3ds',
  /** `{ origin }` of the sandbox gateway (wallet and store pages), for tests and test proxies. */
  gateway: 'sandbox/gateway',
} as const;

/** Public media under `/api/` (no language segment, no token): APN step screenshots, banner pictures. */
export const MEDIA_API = {
  apnScreenshots: 'media/apn',
  banners: 'media/banner',
} as const;

/** The header every portal request carries so the API can tell the portal from other clients. */
export const SOURCE_HEADER = 'X-Source';
export const SOURCE_VALUE = 'customer-portal';
export { LANGUAGES, type Language } from './codes';
