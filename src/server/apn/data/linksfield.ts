import { apnSettings, type DeviceSettings } from '../catalogue';
import { video } from '../html';
import { androidApnSteps } from '../steps/android-apn';
import { LINKSFIELD_APN } from '../values';

/** linksfield eSIM (LF): its Android steps also turn roaming on (values.ts, variant `lf`). */
export { LINKSFIELD_APN };

export const linksfieldApn: DeviceSettings = {
  android: (lng) => apnSettings(LINKSFIELD_APN, video('apn-esim-android'), androidApnSteps(lng, 'lf')),
};
