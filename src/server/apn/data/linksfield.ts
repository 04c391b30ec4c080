import { apnSettings, type DeviceSettings } from '../catalogue';
import { video, type ApnValues } from '../html';
import { androidApnSteps } from '../steps/android-apn';

/**
 * linksfield eSIM (LF): a global eSIM that reaches its Japanese partner network by roaming, so its
 * steps also turn roaming on (the portal's LF notice says the same).
 */
export const LINKSFIELD_APN: ApnValues = {
  name: 'LF eSIM',
  apn: 'lf-data.example.jp',
  username: null,
  password: null,
  authentication_type: null,
  ip: null,
  type_of_apn: null,
};

export const linksfieldApn: DeviceSettings = {
  android: (lng) => apnSettings(LINKSFIELD_APN, video('apn-esim-android'), androidApnSteps(lng, LINKSFIELD_APN, { roaming: true })),
};
