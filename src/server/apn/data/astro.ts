import { apnSettings, type DeviceSettings } from '../catalogue';
import { video, type ApnValues } from '../html';
import { androidApnSteps } from '../steps/android-apn';

/** astro eSIM (ESIMA): no credentials. iPhones take the APN from the eSIM profile itself. */
export const ASTRO_APN: ApnValues = {
  name: 'Astro eSIM',
  apn: 'esim.example.jp',
  username: null,
  password: null,
  authentication_type: null,
  ip: null,
  type_of_apn: null,
};

export const astroApn: DeviceSettings = {
  android: (lng) => apnSettings(ASTRO_APN, video('apn-esim-android'), androidApnSteps(lng, ASTRO_APN)),
};
