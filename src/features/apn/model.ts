import { USER_TYPES, type DeviceName, type UserType } from '@/contract/codes';
import type { ApnSource } from '@/domain/sim-access';
import { profileOf, SIM_PROFILES } from '@/domain/sim-profiles';

/** Devices each SIM type sets up: eSIMs live in phones, a physical SIM also goes in PCs and routers. */
export function devicesFor(usertype: UserType): DeviceName[] {
  return [...profileOf(usertype).devices];
}

/**
 * Devices whose APN instructions exist for each SIM type (what apnSourceFor's endpoint answers):
 * astro and linksfield iPhones take the APN with the eSIM profile, so only Android has steps. The
 * offline copies fetch these and nothing else (asking for the others would be answered 404).
 */
export const APN_DEVICES = Object.fromEntries(USER_TYPES.map((type) => [type, SIM_PROFILES[type].apnDevices])) as Record<
  UserType,
  readonly DeviceName[]
>;

/** Which endpoint has the APN settings of this SIM type on this device (spec §6, §7). */
export function apnSourceFor(usertype: UserType): ApnSource {
  return profileOf(usertype).apnSource;
}

/**
 * Which rows the APN details box shows (spec §2): name and APN always; credentials for prepaid and
 * computers; IP and APN type for computers only.
 */
export type ApnField = 'name' | 'apn' | 'username' | 'password' | 'authentication_type' | 'ip' | 'type_of_apn';
export function apnFields(usertype: UserType, device: DeviceName): ApnField[] {
  const fields: ApnField[] = ['name', 'apn'];
  const pc = device === 'windows';
  if (profileOf(usertype).apnCredentials || pc) fields.push('username', 'password', 'authentication_type');
  if (pc) fields.push('ip', 'type_of_apn');
  return fields;
}

/** iPhones get a configuration profile instead of values to type (spec §2). */
export const offersProfile = (usertype: UserType, device: DeviceName) => profileOf(usertype).iosApnProfile && device === 'ios';

/** Spec: "Missing values show as the text null". */
export const shownValue = (value: string | null) => value ?? 'null';
