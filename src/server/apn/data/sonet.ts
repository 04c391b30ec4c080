import { apnSettings, type DeviceSettings } from '@/server/apn/catalogue';
import { video } from '@/server/apn/html';
import { androidApnSteps } from '@/server/apn/steps/android-apn';
import { androidEsimSteps, iosEsimSteps } from '@/server/apn/steps/esim-download';
import { iosApnSteps } from '@/server/apn/steps/ios-apn';
import { SONET_APN, type ApnValues } from '@/server/apn/values';

/** sonet eSIM (ESIMS): the profile is pushed to the phone by EID, then the APN is typed in. */
export { SONET_APN };

/** Installing the eSIM has no values to show, only steps. */
const NO_VALUES: ApnValues = {
  name: null,
  apn: null,
  username: null,
  password: null,
  authentication_type: null,
  ip: null,
  type_of_apn: null,
};

/** apn/sonet_esim: adding the pushed eSIM to the phone. */
export const sonetInitial: DeviceSettings = {
  ios: (lng) => apnSettings(NO_VALUES, video('esim-add-ios'), iosEsimSteps(lng, 'sonet')),
  android: (lng) => apnSettings(NO_VALUES, video('esim-add-android'), androidEsimSteps(lng, 'sonet')),
};

/** apn/sonet_esim_apn: its APN. */
export const sonetApn: DeviceSettings = {
  ios: (lng) => apnSettings(SONET_APN, video('apn-esim-ios'), iosApnSteps(lng, 'sonet')),
  android: (lng) => apnSettings(SONET_APN, video('apn-esim-android'), androidApnSteps(lng, 'sonet')),
};
