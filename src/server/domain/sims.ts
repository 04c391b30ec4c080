import type { AcStatus, CardState, ScStatus, SimType } from '@/contract';
import type { Db } from '@/server/db/client';

export interface SimRow {
  id: number;
  iccid: string;
  activation_code: string;
  sim_type: SimType;
  user_id: number | null;
  ac_status: AcStatus;
  sc_status: ScStatus;
  tel_no: string | null;
  eid: string | null;
  plan: string;
  data_total_mb: number;
  start_date: Date | null;
  expiry_date: Date | null;
  /** eSIMs: when the requested profile is due, and when it was issued (jobs/issuance.ts). */
  issuance_due_at: Date | null;
  issued_at: Date | null;
  smdp_address: string | null;
  matching_id: string | null;
  /** When the SIM was attached to its customer (null while unregistered). */
  registered_at: Date | null;
  /** Physical SIMs: the 5G option is pending from its request until due, enabled once completed (jobs/five-g.ts). */
  five_g_due_at: Date | null;
  five_g_enabled_at: Date | null;
}

const INT4_MAX = 2_147_483_647;
/** Every column of a SimRow, also for `RETURNING` in the modules that update SIMs. */
export const SIM_COLUMNS =
  'id, iccid, activation_code, sim_type, user_id, ac_status, sc_status, tel_no, eid, plan, data_total_mb, start_date, expiry_date, ' +
  'issuance_due_at, issued_at, smdp_address, matching_id, registered_at, five_g_due_at, five_g_enabled_at';

/** Codes are printed in upper case; people type them in any case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The SIM status as the operator's backend sends it (spec §4, docs/decisions/0027). That backend names
 * 'activated' and 'activating' the wrong way round: a SIM in use comes as 'activating', one whose
 * activation is under way as 'activated', and the portal swaps the texts back. The database keeps the
 * true state; every answer carrying a status goes through here, so a SIM in use reads "Activated".
 */
export function operatorScStatus(status: ScStatus): ScStatus {
  if (status === 'activated') return 'activating';
  if (status === 'activating') return 'activated';
  return status;
}

export function toCardState(sim: SimRow): CardState {
  return {
    sc_id: sim.id,
    iccid: sim.iccid,
    sim_type: sim.sim_type,
    tel_no: sim.tel_no,
    ac_status: sim.ac_status,
    sc_status: operatorScStatus(sim.sc_status),
  };
}

export function toEpochSeconds(d: Date | null): number | null {
  return d ? Math.floor(d.getTime() / 1000) : null;
}

export async function findSimByCode(db: Db, code: string): Promise<SimRow | undefined> {
  return (await db.query<SimRow>(`SELECT ${SIM_COLUMNS} FROM sims WHERE activation_code = $1`, [normaliseCode(code)]))[0];
}

/** A SIM of this user, or undefined: callers answer 404 either way, so others' SIMs stay invisible. */
export async function findOwnSim(db: Db, userId: number, simId: number): Promise<SimRow | undefined> {
  // Ids are int4: a larger number is simply no SIM (PostgreSQL would refuse the parameter with an error).
  if (!Number.isSafeInteger(simId) || simId < 1 || simId > INT4_MAX) return undefined;
  return (await db.query<SimRow>(`SELECT ${SIM_COLUMNS} FROM sims WHERE id = $1 AND user_id = $2`, [simId, userId]))[0];
}

/**
 * A SIM of this user by ICCID (the 5G calls name SIMs that way, spec §7), or undefined: someone
 * else's ICCID is as unknown as one that does not exist.
 */
export async function findOwnSimByIccid(db: Db, userId: number, iccid: string): Promise<SimRow | undefined> {
  return (await db.query<SimRow>(`SELECT ${SIM_COLUMNS} FROM sims WHERE iccid = $1 AND user_id = $2`, [iccid, userId]))[0];
}

/** Every SIM of the user, in the order they were registered. */
export async function findOwnSims(db: Db, userId: number): Promise<SimRow[]> {
  return db.query<SimRow>(`SELECT ${SIM_COLUMNS} FROM sims WHERE user_id = $1 ORDER BY registered_at NULLS LAST, id`, [userId]);
}

/** Makes one of the user's SIMs the current one; false if it is not theirs (then nothing changes). */
export async function makeCurrentSim(db: Db, userId: number, simId: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE users SET current_sim_id = $1 WHERE id = $2 AND EXISTS (SELECT 1 FROM sims WHERE id = $1 AND user_id = $2) RETURNING id',
    [simId, userId],
  );
  return rows.length === 1;
}

/** Any SIM by id, for code that already knows it may see it (the issuance job). */
export async function findSimById(db: Db, simId: number): Promise<SimRow | undefined> {
  return (await db.query<SimRow>(`SELECT ${SIM_COLUMNS} FROM sims WHERE id = $1`, [simId]))[0];
}

/** The user's current SIM, falling back to their newest one if none is marked current. */
export async function findCurrentSim(db: Db, userId: number): Promise<SimRow | undefined> {
  const rows = await db.query<SimRow>(
    `SELECT ${SIM_COLUMNS.split(', ')
      .map((c) => `s.${c}`)
      .join(', ')}
       FROM sims s JOIN users u ON u.id = s.user_id
      WHERE s.user_id = $1
      ORDER BY (s.id = u.current_sim_id) DESC, s.id DESC
      LIMIT 1`,
    [userId],
  );
  return rows[0];
}

/**
 * Gives an unregistered SIM to a user and makes it their current one; a newly registered SIM is
 * 'prepare' / 'registered' until it is activated. Returns undefined if someone else got it first
 * (the WHERE user_id IS NULL is the race guard).
 */
export async function attachSim(db: Db, simId: number, userId: number, nowMs: number): Promise<SimRow | undefined> {
  const rows = await db.query<SimRow>(
    `UPDATE sims SET user_id = $2, ac_status = 'prepare', sc_status = 'registered', registered_at = $3
      WHERE id = $1 AND user_id IS NULL
      RETURNING ${SIM_COLUMNS}`,
    [simId, userId, new Date(nowMs)],
  );
  if (rows[0]) await db.query('UPDATE users SET current_sim_id = $1 WHERE id = $2', [simId, userId]);
  return rows[0];
}

export interface NewSim {
  iccid: string;
  activation_code: string;
  sim_type: SimType;
  user_id?: number | null;
  ac_status: AcStatus;
  sc_status: ScStatus;
  tel_no: string | null;
  eid?: string | null;
  plan: string;
  data_total_mb: number;
  start_date?: Date | null;
  expiry_date?: Date | null;
  created_at: Date;
  /** Only for SIMs inserted with their owner (the demo data). */
  registered_at?: Date | null;
}

export async function insertSim(db: Db, s: NewSim): Promise<SimRow> {
  const rows = await db.query<SimRow>(
    `INSERT INTO sims (iccid, activation_code, sim_type, user_id, ac_status, sc_status, tel_no, eid, plan, data_total_mb, start_date, expiry_date, created_at, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     RETURNING ${SIM_COLUMNS}`,
    [
      s.iccid,
      normaliseCode(s.activation_code),
      s.sim_type,
      s.user_id ?? null,
      s.ac_status,
      s.sc_status,
      s.tel_no,
      s.eid ?? null,
      s.plan,
      s.data_total_mb,
      s.start_date ?? null,
      s.expiry_date ?? null,
      s.created_at,
      s.registered_at ?? null,
    ],
  );
  return rows[0]!;
}
