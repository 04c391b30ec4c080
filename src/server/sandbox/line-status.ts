import type { SandboxLineStatusRequest, ScStatus, SimType } from '@/contract';
import type { Db } from '@/server/db/client';
import { isPhysical } from '@/server/domain/sim-kinds';
import { SIM_COLUMNS, type SimRow } from '@/server/domain/sims';

/**
 * The states the operator's backend moves a line into once it is set up (spec §4), by kind: a physical
 * SIM is activated, temporarily stopped, terminating or terminated; an eSIM is in use ('set'), unused
 * or expired. The sandbox lets a test set only these, on a SIM that is set up (an eSIM: issued), as
 * the backend itself would never report a physical SIM "unused" or an eSIM being issued as expired.
 */
const LINE_STATES: Record<'physical' | 'esim', readonly ScStatus[]> = {
  physical: ['activated', 'stop', 'cancelling', 'cancelled'],
  esim: ['set', 'unused', 'expired'],
};

export function lineStatesOf(type: SimType): readonly ScStatus[] {
  return LINE_STATES[isPhysical(type) ? 'physical' : 'esim'];
}

export type LineStatusOutcome = 'set' | 'unknown-sim' | 'not-set-up' | 'not-for-this-kind';

export async function setLineStatus(db: Db, req: SandboxLineStatusRequest): Promise<LineStatusOutcome> {
  const [sim] = await db.query<SimRow>(`SELECT ${SIM_COLUMNS} FROM sims WHERE iccid = $1`, [req.iccid]);
  if (!sim) return 'unknown-sim';
  if (!lineStatesOf(sim.sim_type).includes(req.sc_status)) return 'not-for-this-kind';
  if (!['sold', 'using'].includes(sim.ac_status) || (!isPhysical(sim.sim_type) && sim.issued_at === null)) return 'not-set-up';
  await db.query('UPDATE sims SET sc_status = $2 WHERE id = $1', [sim.id, req.sc_status]);
  return 'set';
}
