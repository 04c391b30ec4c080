import type { SimType } from '@/contract';
import type { NewSim } from '@/server/domain/sims';
import { newActivationCode, newIccid, newTelNo } from './sim-numbers';

/** The plan a new SIM of each type ships with (the operator's starter plans). */
export const STARTER_PLAN: Record<SimType, { plan: string; data_total_mb: number }> = {
  physical_sim: { plan: '3GB / 30 days', data_total_mb: 3 * 1024 },
  sonet_esim: { plan: '10GB / 30 days', data_total_mb: 10 * 1024 },
  astro_esim: { plan: '5GB / 15 days', data_total_mb: 5 * 1024 },
  linksfield_esim: { plan: '1GB / 7 days', data_total_mb: 1024 },
};

/** Physical and sonet SIMs come with a phone number; astro and LF eSIMs are data-only. */
export function hasTelNo(type: SimType): boolean {
  return type === 'physical_sim' || type === 'sonet_esim';
}

/**
 * A SIM as it leaves the warehouse: nobody's yet, not activated, no dates. A physical SIM starts at
 * 'init' (it must be given an activation date); an eSIM at 'prepare' (its profile is issued on
 * request). See docs/decisions/0003-account-api.md.
 */
export function newSandboxSim(type: SimType, nowMs: number): NewSim {
  return {
    iccid: newIccid(),
    activation_code: newActivationCode(),
    sim_type: type,
    ac_status: type === 'physical_sim' ? 'init' : 'prepare',
    sc_status: 'init',
    tel_no: hasTelNo(type) ? newTelNo() : null,
    ...STARTER_PLAN[type],
    created_at: new Date(nowMs),
  };
}
