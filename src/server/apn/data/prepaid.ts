import { apnSettings, type DeviceSettings } from '@/server/apn/catalogue';
import { video } from '@/server/apn/html';
import { androidApnSteps } from '@/server/apn/steps/android-apn';
import { iosProfileSteps } from '@/server/apn/steps/ios-profile';
import { routerApnSteps } from '@/server/apn/steps/router-apn';
import { windowsApnSteps } from '@/server/apn/steps/windows-apn';
import { PC_APN, PREPAID_APN } from '@/server/apn/values';

/** The physical prepaid SIM (values.ts): the iPhone gets a configuration profile, the other devices type it in. */
export { PC_APN, PREPAID_APN };

export const prepaidApn: DeviceSettings = {
  ios: (lng) => apnSettings(PREPAID_APN, video('apn-ios'), iosProfileSteps(lng, 'prepaid')),
  android: (lng) => apnSettings(PREPAID_APN, video('apn-android'), androidApnSteps(lng, 'prepaid')),
  windows: (lng) => apnSettings(PC_APN, video('apn-windows'), windowsApnSteps(lng, 'pc')),
  wifi: (lng) => apnSettings(PREPAID_APN, null, routerApnSteps(lng, 'prepaid')),
};
