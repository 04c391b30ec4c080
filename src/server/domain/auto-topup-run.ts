import { AUTO_TOPUP_MAX_FAILURES } from '@/contract/auto-topup';
import type { Db } from '@/server/db/client';
import type { AutoTopUpProblem } from '@/server/mail/auto-topup-mail';
import {
  AUTO_TOPUP_COLUMNS,
  autoTopUpPlan,
  findAutoTopUp,
  isBelowThreshold,
  japanMonth,
  purchasesThisMonth,
  unavailableReason,
  type AutoTopUpRow,
} from './auto-topup';
import { sendAutoTopUpNotice } from './auto-topup-notice';
import { cancelOrder, createOrder, ORDER_COLUMNS, registerMethod, type OrderRow } from './orders';
import { CardDeclined, payByCard } from './pay';
import type { PaymentContext } from './payment-context';
import { planName } from './plans';
import { findSavedCard } from './saved-cards';
import { findSimById, type SimRow } from './sims';
import { armFalls, fallState, markFallen, mayAct } from './usage-falls';

/**
 * One automatic top-up (docs/decisions/0110, 0111, 0141). One fall below the customer's threshold buys
 * once: the next purchase waits until data left is back at or above the threshold, a new usage period
 * begins, or the data bought has been used (domain/usage-falls.ts). A purchase is a row keyed (sim,
 * threshold, allowance): the instance whose INSERT wins makes an ordinary order in the same
 * transaction and pays it exactly as the customer's own Purchase with the saved card does
 * (registerMethod, then payByCard: attempt committed, provider charged with the attempt's key, settled
 * once). A row left pending (a kill, a provider that did not answer) is taken up again at the SIM's
 * next usage sample; payByCard first asks the provider about the attempt it left and asks again under
 * the same key, so it never charges twice (docs/decisions/0142).
 */
export interface UsageCrossing {
  sim: SimRow;
  /** Changes when the allowance changes (a top-up) or a new usage period starts. */
  allowanceKey: string;
  /** The usage period (usage-records.ts `usagePeriod`). */
  period: string;
  /** MB used so far in the period, as sampled. */
  usedMb: number;
  /** 0..1 of the allowance left. */
  remainingShare: number;
}

interface Run {
  id: number;
  sim_id: number;
  order_id: number;
  state: 'pending' | 'paid' | 'failed';
}

export type RunOutcome = 'paid' | 'pending' | AutoTopUpProblem | 'ended';

/** What one usage sample makes of a SIM's automatic top-up: finishes what was left, then buys when a crossing asks. */
export async function autoTopUpOnSample(ctx: PaymentContext, c: UsageCrossing): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = [];
  const pending = await ctx.db.query<Run>(
    `SELECT id, sim_id, order_id, state FROM auto_topup_runs WHERE sim_id = $1 AND state = 'pending' ORDER BY id`,
    [c.sim.id],
  );
  for (const run of pending) outcomes.push(await finishRun(ctx, run));

  const setting = await findAutoTopUp(ctx.db, c.sim.id);
  if (!setting || setting.user_id !== c.sim.user_id) return outcomes;
  if (!isBelowThreshold(c.remainingShare, setting.threshold_pct)) {
    // Back at or above the line (also while it is off): the next fall below buys.
    await armFalls(ctx.db, c.sim.id, ['auto_topup'], c.period, ctx.now());
    return outcomes;
  }
  if (!setting.enabled) return outcomes;
  const run = await startRun(ctx, c);
  if (run && 'noCard' in run) outcomes.push(await recordFailure(ctx, c.sim.id, run.noCard, undefined, 'no_card'));
  else if (run) outcomes.push(await finishRun(ctx, run));
  return outcomes;
}

/**
 * The fall's row and its order, in one transaction under the setting's row lock (so the monthly cap and
 * the fall are counted by one instance at a time). Undefined: nothing to buy (this fall bought or tried
 * already, here or on another instance; the cap is reached; it was turned off; the period ended). A fall
 * held back by the cap stays armed: it buys next month if the line is still below then.
 */
async function startRun(ctx: PaymentContext, c: UsageCrossing): Promise<Run | { noCard: number } | undefined> {
  const nowMs = ctx.now();
  return ctx.db.tx(async (tx): Promise<Run | { noCard: number } | undefined> => {
    const setting = await findAutoTopUp(tx, c.sim.id, true);
    if (!setting?.enabled) return undefined;
    // The SIM as it is now, not as sampled: never after the period has ended (spec §4).
    const sim = await findSimById(tx, c.sim.id);
    if (!sim || sim.user_id !== setting.user_id || unavailableReason(sim, nowMs)) return undefined;
    const plan = autoTopUpPlan(sim, setting.plan_id);
    if (!plan) return undefined;
    if ((await purchasesThisMonth(tx, sim.id, nowMs)) >= setting.monthly_cap) return undefined;
    if (!mayAct(await fallState(tx, sim.id, 'auto_topup'), c.period, await boughtDataUsed(tx, sim.id, c))) return undefined;
    await markFallen(tx, sim.id, 'auto_topup', c.period, nowMs);
    const [won] = await tx.query<{ id: number }>(
      `INSERT INTO auto_topup_runs (sim_id, threshold_pct, allowance_key, month, created_at, used_mb, added_mb)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (sim_id, threshold_pct, allowance_key) DO NOTHING RETURNING id`,
      [sim.id, setting.threshold_pct, c.allowanceKey, japanMonth(nowMs), new Date(nowMs), c.usedMb, (plan.gb ?? 0) * 1024],
    );
    if (!won) return undefined;
    const card = await findSavedCard(tx, setting.user_id);
    if (!card) {
      await tx.query(`UPDATE auto_topup_runs SET state = 'failed', reason = 'no_card', closed_at = $2 WHERE id = $1`, [
        won.id,
        new Date(nowMs),
      ]);
      return { noCard: won.id };
    }
    const order = await createOrder(tx, { userId: setting.user_id, simId: sim.id, plan, language: setting.language, nowMs });
    await registerMethod(tx, order.id, 'credit_card', card.token, setting.language, nowMs);
    await tx.query('UPDATE auto_topup_runs SET order_id = $2 WHERE id = $1', [won.id, order.id]);
    return { id: won.id, sim_id: sim.id, order_id: order.id, state: 'pending' };
  });
}

/**
 * Whether the data the last automatic purchase of this period added has been used (the line has used
 * what it had used when it bought, plus what it bought): the line is as low as when it bought, so a
 * purchase that could not lift it above the threshold does not leave it without one for good.
 */
async function boughtDataUsed(tx: Db, simId: number, c: UsageCrossing): Promise<boolean> {
  const [last] = await tx.query<{ state: string; allowance_key: string; used_mb: number | null; added_mb: number | null }>(
    'SELECT state, allowance_key, used_mb, added_mb FROM auto_topup_runs WHERE sim_id = $1 ORDER BY id DESC LIMIT 1',
    [simId],
  );
  if (last?.state !== 'paid' || last.used_mb === null || last.added_mb === null) return false;
  return last.allowance_key.startsWith(`${c.period}/`) && c.usedMb >= Number(last.used_mb) + last.added_mb;
}

/** Pays the run's order (or finds it paid), and closes the run with what became of it. */
async function finishRun(ctx: PaymentContext, run: Run): Promise<RunOutcome> {
  const [order] = await ctx.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [run.order_id]);
  if (!order) return close(ctx, run, 'failed', 'ended');
  if (order.status === 'unpaid') {
    const sim = await findSimById(ctx.db, run.sim_id);
    // Past the period's end nothing is bought; a charge a kill left behind is then refunded by settlement.
    if (!sim || unavailableReason(sim, ctx.now())) {
      await cancelOrder(ctx.db, order.id, ctx.now());
      return close(ctx, run, 'failed', 'ended');
    }
    const paid = await payByCard(ctx, order);
    if (!paid.ok) {
      // The provider did not answer: the run stays pending, taken up at the next sample (same attempt key).
      if (!(paid.cause instanceof CardDeclined)) return 'pending';
      const problem: AutoTopUpProblem =
        paid.cause instanceof CardDeclined && paid.cause.reason === 'authentication_required' ? 'challenge' : 'declined';
      // Nothing was charged: the order is cancelled, so no unpaid order is left in the history.
      await cancelOrder(ctx.db, order.id, ctx.now());
      return recordFailure(ctx, run.sim_id, run.id, run, problem);
    }
  }
  const [now] = await ctx.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [run.order_id]);
  if (now?.status === 'paid') {
    const outcome = await close(ctx, run, 'paid', null);
    if (outcome === 'paid') await ctx.db.query('UPDATE auto_topups SET failures = 0 WHERE sim_id = $1', [run.sim_id]);
    return outcome;
  }
  return close(ctx, run, 'failed', 'ended');
}

async function close(ctx: PaymentContext, run: Run, state: 'paid' | 'failed', reason: string | null): Promise<RunOutcome> {
  await ctx.db.query(`UPDATE auto_topup_runs SET state = $2, reason = $3, closed_at = $4 WHERE id = $1 AND state = 'pending'`, [
    run.id,
    state,
    reason,
    new Date(ctx.now()),
  ]);
  return state === 'paid' ? 'paid' : 'ended';
}

/**
 * A failure the customer must hear about: the run closed (once, whoever gets here first), the count
 * of failures in a row raised, the setting turned off at the second, and the notice written, all in one
 * transaction, so the customer is told exactly once.
 */
async function recordFailure(
  ctx: PaymentContext,
  simId: number,
  runId: number,
  run: Run | undefined,
  problem: AutoTopUpProblem,
): Promise<RunOutcome> {
  const nowMs = ctx.now();
  await ctx.db.tx(async (tx) => {
    if (run) {
      const closed = await tx.query(
        `UPDATE auto_topup_runs SET state = 'failed', reason = $2, closed_at = $3 WHERE id = $1 AND state = 'pending' RETURNING id`,
        [run.id, problem, new Date(nowMs)],
      );
      if (!closed.length) return;
    }
    const [s] = await tx.query<AutoTopUpRow>(
      `UPDATE auto_topups SET failures = failures + 1, updated_at = $2 WHERE sim_id = $1 RETURNING ${AUTO_TOPUP_COLUMNS}`,
      [simId, new Date(nowMs)],
    );
    if (!s) return;
    const turnedOff = s.enabled && s.failures >= AUTO_TOPUP_MAX_FAILURES;
    if (turnedOff) await tx.query(`UPDATE auto_topups SET enabled = false, off_reason = 'failures' WHERE sim_id = $1`, [simId]);
    const sim = await findSimById(tx, simId);
    const plan = sim && autoTopUpPlan(sim, s.plan_id);
    if (!sim || !plan) return;
    await sendAutoTopUpNotice(
      tx,
      {
        simId,
        key: `run:${runId}`,
        userId: s.user_id,
        language: s.language,
        problem,
        plan: planName(s.language, { plan_gb: plan.gb, plan_days: plan.days }),
        price: plan.price,
        iccid: sim.iccid,
        turnedOff,
      },
      ctx.origin(),
      nowMs,
    );
  });
  return problem;
}
