import type { DeviceSettings } from '../catalogue';
import { apnSettings } from '../catalogue';
import { video, type ApnValues } from '../html';
import { androidApnSteps } from '../steps/android-apn';
import { iosProfileSteps } from '../steps/ios-profile';
import { routerApnSteps } from '../steps/router-apn';
import { windowsApnSteps } from '../steps/windows-apn';

/**
 * The physical prepaid SIM: one APN with CHAP credentials, as Japanese MVNOs publish it. The
 * iPhone gets it as a configuration profile (apn/apn_download); the other devices type it in.
 */
export const PREPAID_APN: ApnValues = {
  name: 'Prepaid SIM',
  apn: 'prepaid.example.jp',
  username: 'user@prepaid',
  password: 'prepaid',
  // The iOS profile accepts only CHAP or PAP here, so not "PAP or CHAP".
  authentication_type: 'CHAP',
  ip: null,
  type_of_apn: null,
};

/** A computer's connection manager also asks for the IP and APN types. */
export const PC_APN: ApnValues = { ...PREPAID_APN, ip: 'IPv4/IPv6', type_of_apn: 'default,supl' };

export const prepaidApn: DeviceSettings = {
  ios: (lng) => apnSettings(PREPAID_APN, video('apn-ios'), iosProfileSteps(lng, PREPAID_APN)),
  android: (lng) => apnSettings(PREPAID_APN, video('apn-android'), androidApnSteps(lng, PREPAID_APN)),
  windows: (lng) => apnSettings(PC_APN, video('apn-windows'), windowsApnSteps(lng, PC_APN)),
  wifi: (lng) => apnSettings(PREPAID_APN, null, routerApnSteps(lng, PREPAID_APN)),
};
