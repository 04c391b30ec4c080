import { DEVICE_TYPES, type ApnSettings, type DeviceName, type Language } from '@/contract';
import type { ApnValues, Step } from './html';

/** What one SIM type offers on each device it supports, built per language on request. */
export type DeviceSettings = Partial<Record<DeviceName, (lng: Language) => ApnSettings>>;

export function apnSettings(values: ApnValues, video: string | null, instructions: Step[]): ApnSettings {
  return { ...values, video, instructions };
}

/** `platform` 1–4 back to the device (contract DEVICE_TYPES). */
export function deviceOf(platform: number): DeviceName | undefined {
  return (Object.keys(DEVICE_TYPES) as DeviceName[]).find((d) => DEVICE_TYPES[d] === platform);
}
