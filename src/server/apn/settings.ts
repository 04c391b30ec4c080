import type { ApnSettings, ErrorCode, Language, SimType } from '@/contract';
import { deviceOf, type DeviceSettings } from './catalogue';
import { astroApn } from './data/astro';
import { linksfieldApn } from './data/linksfield';
import { prepaidApn } from './data/prepaid';
import { sonetApn, sonetInitial } from './data/sonet';

/** The four endpoints answering with ApnSettings (spec §7), and which SIM types each serves. */
export type ApnSource = 'prepaid' | 'esimAndroid' | 'sonetInitial' | 'sonetApn';

const CATALOGUE: Record<ApnSource, Partial<Record<SimType, DeviceSettings>>> = {
  prepaid: { physical_sim: prepaidApn },
  esimAndroid: { astro_esim: astroApn, linksfield_esim: linksfieldApn },
  sonetInitial: { sonet_esim: sonetInitial },
  sonetApn: { sonet_esim: sonetApn },
};

/** The portal shows "page not found" for these (spec §8): E0021 for APN pages, E0020 for eSIM ones. */
export const NOT_FOUND_CODE: Record<ApnSource, ErrorCode> = {
  prepaid: 'E0021',
  esimAndroid: 'E0020',
  sonetInitial: 'E0020',
  sonetApn: 'E0021',
};

/** Undefined when that SIM type has no such settings on that device (an eSIM in a router…). */
export function findApnSettings(source: ApnSource, simType: SimType, platform: number, lng: Language): ApnSettings | undefined {
  const device = deviceOf(platform);
  return device ? CATALOGUE[source][simType]?.[device]?.(lng) : undefined;
}
