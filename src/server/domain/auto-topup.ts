import { RECHARGE_TYPES, type Language } from '@/contract';
import { AUTO_TOPUP_DEFAULTS, AutoTopUpFailure, type AutoTopUpState, type AutoTopUpUnavailable } from '@/contract/auto-topup';
import type { Db } from '@/server/db/client';
import { TERMINATED } from './five-g';
import { todayInJapan } from './japan-time';
import { findPlan, plansOf, toPlan } from './plans';
import type { SavedCardRow } from './saved-cards';
import { toEpochSeconds, type SimRow } from './sims';

/**
 * Automatic top-up (docs/decisions/0110): the customer's standing order per SIM. What may have it and
 * when it buys are small rules here; buying is auto-topup-run.ts, through the customer's own purchase path.
 */
export interface AutoTopUpRow {
  sim_id: number;
  user_id: number;
  enabled: boolean;
  threshold_pct: number;
  plan_id: number;
  monthly_cap: number;
  failures: number;
  language: Language;
  off_reason: 'customer' | 'failures' | null;
}
const AUTO_TOPUP_FAILURES: readonly string[] = AutoTopUpFailure.options;

export const AUTO_TOPUP_COLUMNS = 'sim_id, user_id, enabled, threshold_pct, plan_id, monthly_cap, failures, language, off_reason';

/** Why this SIM cannot buy data automatically now, or null when it can (spec §4: plans only before expiry). */
export function unavailableReason(
  sim: Pick<SimRow, 'sim_type' | 'sc_status' | 'start_date' | 'expiry_date'>,
  nowMs: number,
): AutoTopUpUnavailable | null {
  if (plansOf(sim.sim_type, RECHARGE_TYPES.data).length === 0) return 'sim_type';
  if (TERMINATED.includes(sim.sc_status)) return 'terminated';
  if (!sim.start_date || !sim.expiry_date) return 'not_started';
  if (sim.expiry_date.getTime() <= nowMs) return 'expired';
  return null;
}

/** "Falls below X %": strictly below, so a setting of 20 % buys at 19.9 % left, not at 20 %. */
export const isBelowThreshold = (remainingShare: number, thresholdPct: number): boolean => remainingShare * 100 < thresholdPct;

/** The calendar month in Japan a purchase counts against, yyyy-MM. */
export const japanMonth = (nowMs: number): string => todayInJapan(nowMs).slice(0, 7);

/** A data plan of this SIM's type, or undefined (an extension plan or another type's id). */
export const autoTopUpPlan = (sim: Pick<SimRow, 'sim_type'>, planId: number) => findPlan(sim.sim_type, RECHARGE_TYPES.data, planId);

export async function findAutoTopUp(db: Db, simId: number, lock = false): Promise<AutoTopUpRow | undefined> {
  const rows = await db.query<AutoTopUpRow>(`SELECT ${AUTO_TOPUP_COLUMNS} FROM auto_topups WHERE sim_id = $1${lock ? ' FOR UPDATE' : ''}`, [
    simId,
  ]);
  return rows[0];
}

/** Purchases made or under way this month (failed ones bought nothing, so they do not count). */
export async function purchasesThisMonth(db: Db, simId: number, nowMs: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auto_topup_runs WHERE sim_id = $1 AND month = $2 AND state IN ('pending', 'paid')`,
    [simId, japanMonth(nowMs)],
  );
  return n;
}

export interface TurnOn {
  simId: number;
  userId: number;
  thresholdPct: number;
  planId: number;
  monthlyCap: number;
  language: Language;
  nowMs: number;
}

/** The customer agreed: on, with a clean slate of failures. */
export async function turnOn(db: Db, t: TurnOn): Promise<void> {
  await db.query(
    `INSERT INTO auto_topups (sim_id, user_id, enabled, threshold_pct, plan_id, monthly_cap, failures, language, agreed_at, updated_at, off_reason)
     VALUES ($1, $2, true, $3, $4, $5, 0, $6, $7, $7, NULL)
     ON CONFLICT (sim_id) DO UPDATE SET user_id = EXCLUDED.user_id, enabled = true, threshold_pct = EXCLUDED.threshold_pct,
       plan_id = EXCLUDED.plan_id, monthly_cap = EXCLUDED.monthly_cap, failures = 0, language = EXCLUDED.language,
       agreed_at = EXCLUDED.agreed_at, updated_at = EXCLUDED.updated_at, off_reason = NULL`,
    [t.simId, t.userId, t.thresholdPct, t.planId, t.monthlyCap, t.language, new Date(t.nowMs)],
  );
}

/** Off, saying why; false when it was off already. */
export async function turnOff(db: Db, simId: number, reason: 'customer' | 'failures', nowMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auto_topups SET enabled = false, off_reason = $2, updated_at = $3 WHERE sim_id = $1 AND enabled RETURNING sim_id`,
    [simId, reason, new Date(nowMs)],
  );
  return rows.length > 0;
}

export interface AutoTopUpFailureRow {
  at: Date;
  reason: AutoTopUpFailure;
}

/**
 * The last automatic purchase of this SIM, when it failed for a reason the customer can act on
 * (declined, a challenge, no card) and they have not agreed again since: the screen shows when, why
 * and what to do. A purchase made since, or turning it on again, puts it behind them.
 */
export async function lastFailure(db: Db, simId: number): Promise<AutoTopUpFailureRow | undefined> {
  const [run] = await db.query<{ state: string; reason: string | null; closed_at: Date; agreed_at: Date | null }>(
    `SELECT r.state, r.reason, r.closed_at, s.agreed_at FROM auto_topup_runs r LEFT JOIN auto_topups s ON s.sim_id = r.sim_id
      WHERE r.sim_id = $1 AND r.state <> 'pending' ORDER BY r.id DESC LIMIT 1`,
    [simId],
  );
  if (run?.state !== 'failed' || !AUTO_TOPUP_FAILURES.includes(run.reason as AutoTopUpFailure)) return undefined;
  if (run.agreed_at && run.closed_at.getTime() < run.agreed_at.getTime()) return undefined;
  return { at: run.closed_at, reason: run.reason as AutoTopUpFailure };
}

export function toAutoTopUpState(
  sim: SimRow,
  row: AutoTopUpRow | undefined,
  card: SavedCardRow | undefined,
  purchases: number,
  nowMs: number,
  failure?: AutoTopUpFailureRow,
): AutoTopUpState {
  const unavailable = unavailableReason(sim, nowMs);
  return {
    available: unavailable === null,
    unavailable,
    enabled: (row?.enabled ?? false) && unavailable === null,
    threshold_pct: row?.threshold_pct ?? AUTO_TOPUP_DEFAULTS.threshold_pct,
    plan_id: row?.plan_id ?? null,
    monthly_cap: row?.monthly_cap ?? AUTO_TOPUP_DEFAULTS.monthly_cap,
    off_reason: row && !row.enabled ? row.off_reason : null,
    plans: plansOf(sim.sim_type, RECHARGE_TYPES.data).map((p) => toPlan(p, sim.expiry_date)),
    card: card ? { card_no: `**** ${card.last4}`, card_type: card.brand } : null,
    purchases_this_month: purchases,
    expiry_date: toEpochSeconds(sim.expiry_date),
    allowance_mb: sim.data_total_mb,
    last_failure: failure ? { at: toEpochSeconds(failure.at)!, reason: failure.reason } : null,
  };
}

/**
 * Whether an automatic top-up is buying, or has bought, for this allowance: a "running low" alert
 * about it would be stale (a failed run sends its own notice instead).
 */
export async function autoTopUpCovers(db: Db, simId: number, allowanceKey: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM auto_topup_runs WHERE sim_id = $1 AND allowance_key = $2 AND state IN ('pending', 'paid') LIMIT 1`,
    [simId, allowanceKey],
  );
  return rows.length > 0;
}
