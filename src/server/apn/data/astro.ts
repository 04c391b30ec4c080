import { apnSettings, type DeviceSettings } from '../catalogue';
import { video } from '../html';
import { androidApnSteps } from '../steps/android-apn';
import { ASTRO_APN } from '../values';

/** astro eSIM (ESIMA): no credentials. iPhones take the APN from the eSIM profile itself. */
export { ASTRO_APN };

export const astroApn: DeviceSettings = {
  android: (lng) => apnSettings(ASTRO_APN, video('apn-esim-android'), androidApnSteps(lng, 'astro')),
};
