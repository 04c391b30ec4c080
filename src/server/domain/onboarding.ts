import { ACTIVATION_WINDOW_DAYS, type AcStatus, type Language } from '@/contract';
import type { Db } from '@/server/db/client';
import { addDays, japanMidnight, todayInJapan } from './japan-time';
import { SIM_COLUMNS, type SimRow } from './sims';
import { validityFrom } from './validity';

/**
 * The state changes of onboarding (spec §4), each one conditional UPDATE: the WHERE clause is the
 * rule, so two requests racing cannot both pass it. Each returns the changed SIM, or undefined when
 * the SIM was no longer in a state that allows the change.
 */

/** Before these a physical SIM has no activation date; from 'activate' on it has one for good. */
export const RESERVABLE: readonly AcStatus[] = ['init', 'prepare'];
/** Onboarding is over: reg_complete again changes nothing. */
export const REGISTRATION_DONE: readonly AcStatus[] = ['sold', 'using'];

/** The days a reservation may name: today in Japan up to ACTIVATION_WINDOW_DAYS later, inclusive. */
export function activationWindow(nowMs: number): { min: string; max: string } {
  const min = todayInJapan(nowMs);
  return { min, max: addDays(min, ACTIVATION_WINDOW_DAYS) };
}

/** The plan runs from 00:00 JST of the reserved day. */
export async function reserveActivationDate(db: Db, sim: SimRow, isoDay: string): Promise<SimRow | undefined> {
  const { start_date, expiry_date } = validityFrom(japanMidnight(isoDay), sim.plan);
  const rows = await db.query<SimRow>(
    `UPDATE sims SET activation_date = $2::date, ac_status = 'activate', start_date = $3, expiry_date = $4
      WHERE id = $1 AND sim_type = 'physical_sim' AND activation_date IS NULL AND ac_status IN ('init', 'prepare')
      RETURNING ${SIM_COLUMNS}`,
    [sim.id, isoDay, start_date, expiry_date],
  );
  return rows[0];
}

export interface IssuanceRequest {
  /** ESIMS only: the phone the profile is made for. */
  eid: string | null;
  nowMs: number;
  dueMs: number;
  language: Language;
  origin: string;
}

/**
 * Spec §4: "Issuing an activation code starts the eSIM and begins counting plan expiry", so the
 * validity starts now, not when the customer installs it. The profile itself follows at dueMs.
 */
export async function requestEsimIssuance(db: Db, sim: SimRow, r: IssuanceRequest): Promise<SimRow | undefined> {
  const { start_date, expiry_date } = validityFrom(r.nowMs, sim.plan);
  const rows = await db.query<SimRow>(
    `UPDATE sims SET ac_status = 'activate', eid = coalesce($2, eid), start_date = $3, expiry_date = $4,
            issuance_due_at = $5, issuance_language = $6, issuance_origin = $7
      WHERE id = $1 AND sim_type <> 'physical_sim' AND ac_status = 'prepare' AND sc_status = 'registered' AND issuance_due_at IS NULL
      RETURNING ${SIM_COLUMNS}`,
    [sim.id, r.eid, start_date, expiry_date, new Date(r.dueMs), r.language, r.origin],
  );
  return rows[0];
}

/** The SIM is in the customer's hands ('sold'); 'completing' is the portal's step in between. */
export async function completeRegistration(db: Db, sim: SimRow): Promise<SimRow | undefined> {
  const rows = await db.query<SimRow>(
    `UPDATE sims SET ac_status = 'sold'
      WHERE id = $1 AND ac_status IN ('activate', 'sim_activated', 'completing')
      RETURNING ${SIM_COLUMNS}`,
    [sim.id],
  );
  return rows[0];
}
