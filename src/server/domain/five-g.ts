import type { FiveGStatus, ScStatus } from '@/contract';
import type { Db } from '@/server/db/client';
import { SIM_COLUMNS, type SimRow } from './sims';

/**
 * The 5G option (spec §4): not added → pending → added, free of charge, never withdrawn. Only
 * physical SIMs have it; the eSIM providers' profiles decide their own radio access.
 */

/** Lines being or already terminated take no new options. */
export const TERMINATED: readonly ScStatus[] = ['cancelled', 'cancelling'];
// Our own constants, so written into the SQL (the two drivers pass array parameters differently).
const TERMINATED_SQL = TERMINATED.map((s) => `'${s}'`).join(', ');

export function fiveGStatus(sim: Pick<SimRow, 'five_g_due_at' | 'five_g_enabled_at'>): FiveGStatus {
  return { is_enabled: sim.five_g_enabled_at !== null, is_pending: sim.five_g_due_at !== null && sim.five_g_enabled_at === null };
}

/**
 * Requests the option; the network switches the line over at dueMs (jobs/five-g.ts). One conditional
 * UPDATE: of requests racing for a SIM exactly one finds five_g_due_at still NULL. Undefined: not
 * allowed (any more). Nothing is billed: there is no order to create.
 */
export async function requestFiveG(db: Db, simId: number, nowMs: number, dueMs: number): Promise<SimRow | undefined> {
  const rows = await db.query<SimRow>(
    `UPDATE sims SET five_g_requested_at = $2, five_g_due_at = $3
      WHERE id = $1 AND sim_type = 'physical_sim' AND five_g_due_at IS NULL AND sc_status NOT IN (${TERMINATED_SQL})
      RETURNING ${SIM_COLUMNS}`,
    [simId, new Date(nowMs), new Date(dueMs)],
  );
  return rows[0];
}
