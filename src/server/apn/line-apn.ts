import type { SimType } from '@/contract';
import { ASTRO_APN } from './data/astro';
import { LINKSFIELD_APN } from './data/linksfield';
import { PC_APN, PREPAID_APN } from './data/prepaid';
import { SONET_APN } from './data/sonet';
import type { ApnValues } from './html';

/** The APN each SIM type connects with: the same constants the APN pages show. */
const APN_OF: Record<SimType, ApnValues> = {
  physical_sim: PREPAID_APN,
  astro_esim: ASTRO_APN,
  sonet_esim: SONET_APN,
  linksfield_esim: LINKSFIELD_APN,
};

export interface LineApn {
  apn_name: string | null;
  ip_type: string | null;
  apn_type: string | null;
}

/**
 * The APN labels of the line list (spec §3). "APN name" is the access point name itself, the value
 * a customer types. Every line is dual stack with the default APN types; the APN pages show these
 * two only for computers, whose connection managers ask for them, so they are the PC values.
 */
export function lineApn(simType: SimType): LineApn {
  return { apn_name: APN_OF[simType].apn, ip_type: PC_APN.ip, apn_type: PC_APN.type_of_apn };
}
