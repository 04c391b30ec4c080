import { DEVICE_TYPES, type DeviceName } from '@/contract/codes';

/**
 * Device codes of the APN routes' `$deviceType`. Apart from the per-SIM rules (model.ts): the routes'
 * guards read it, and guards ship with the first screen; the SIM profiles must not come along.
 */
export const DEVICE_BY_CODE: Record<number, DeviceName> = { 1: 'ios', 2: 'android', 3: 'windows', 4: 'wifi' };

export function deviceCode(device: DeviceName): number {
  return DEVICE_TYPES[device];
}
