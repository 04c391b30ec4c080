import { apnSettings, type DeviceSettings } from '@/server/apn/catalogue';
import { video } from '@/server/apn/html';
import { androidApnSteps } from '@/server/apn/steps/android-apn';
import { ASTRO_APN } from '@/server/apn/values';

/** astro eSIM (ESIMA): no credentials. iPhones take the APN from the eSIM profile itself. */
export { ASTRO_APN };

export const astroApn: DeviceSettings = {
  android: (lng) => apnSettings(ASTRO_APN, video('apn-esim-android'), androidApnSteps(lng, 'astro')),
};
