import { USER_TYPE_OF_SIM, type Line } from '@/contract';
import { lineApn } from '@/server/apn/line-apn';
import { toCardUsage } from './usage';
import { operatorScStatus, toEpochSeconds, type SimRow } from './sims';

/**
 * One row of the line list: the SIM's labels with the usage figures of cards/usage, computed the
 * same way for the same clock, so the list and the top page never disagree.
 */
export function toLine(sim: SimRow, current: boolean, nowMs: number, usedMb: number | null): Line {
  const usage = toCardUsage(sim, nowMs, usedMb);
  return {
    sc_id: sim.id,
    iccid: sim.iccid,
    tel_no: sim.tel_no,
    sim_type: sim.sim_type,
    user_type: USER_TYPE_OF_SIM[sim.sim_type],
    plan: sim.plan,
    plan_gb: usage.plan_gb ?? null,
    plan_days: usage.plan_days ?? null,
    status: operatorScStatus(sim.sc_status),
    ac_status: sim.ac_status,
    start_date: toEpochSeconds(sim.start_date),
    expiry_date: usage.expiry_date,
    data_used_gb: usage.data_used_gb,
    data_remaining_gb: usage.data_remaining_gb,
    days_remaining: usage.days_remaining,
    ...lineApn(sim.sim_type),
    current,
  };
}
