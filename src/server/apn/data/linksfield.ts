import { apnSettings, type DeviceSettings } from '@/server/apn/catalogue';
import { video } from '@/server/apn/html';
import { androidApnSteps } from '@/server/apn/steps/android-apn';
import { LINKSFIELD_APN } from '@/server/apn/values';

/** linksfield eSIM (LF): its Android steps also turn roaming on (values.ts, variant `lf`). */
export { LINKSFIELD_APN };

export const linksfieldApn: DeviceSettings = {
  android: (lng) => apnSettings(LINKSFIELD_APN, video('apn-esim-android'), androidApnSteps(lng, 'lf')),
};
