import * as v from 'valibot';
import { Plan } from './payments';

/**
 * Its paths under `/api/{lng}/` (GET ?id its state, POST turns it on, POST …/off turns it off): kept
 * here, not in paths.ts's API, which the doors' first load carries.
 */
export const AUTO_TOPUP_API = { state: 'auto_topup', off: 'auto_topup/off' } as const;

/**
 * Automatic top-up (docs/decisions/0110): "when data left falls below X % of the allowance, buy data
 * plan P with my saved card", at most N times a calendar month in Japan. The choices are a table here,
 * so the API refuses and the portal offers the same ones.
 */
export const AUTO_TOPUP_THRESHOLDS = [10, 20, 30] as const;
export const AUTO_TOPUP_CAPS = [1, 2, 3] as const;
export const AUTO_TOPUP_DEFAULTS = { threshold_pct: 20, monthly_cap: 2 } as const;
/** Declines or challenges in a row that turn it off (the customer is told each time). */
export const AUTO_TOPUP_MAX_FAILURES = 2;

/** Why a SIM cannot have it: no data plans are sold for its type here, the line ended, the period has not started or has ended. */
export const AutoTopUpUnavailable = v.picklist(['sim_type', 'terminated', 'not_started', 'expired']);
export type AutoTopUpUnavailable = v.InferOutput<typeof AutoTopUpUnavailable>;

/** Why an automatic purchase failed (docs/decisions/0111). */
export const AutoTopUpFailure = v.picklist(['declined', 'challenge', 'no_card']);
export type AutoTopUpFailure = v.InferOutput<typeof AutoTopUpFailure>;

export const AutoTopUpState = v.object({
  available: v.boolean(),
  unavailable: v.nullable(AutoTopUpUnavailable),
  enabled: v.boolean(),
  threshold_pct: v.number(),
  plan_id: v.nullable(v.number()),
  monthly_cap: v.number(),
  /** Set while off because of failures: the screen says so. */
  off_reason: v.nullable(v.picklist(['customer', 'failures'])),
  /** The data plans it may buy, with price (JPY, tax included). */
  plans: v.array(Plan),
  /** The saved card it would charge; null: none saved (the screen links to where one is saved). */
  card: v.nullable(v.object({ card_no: v.string(), card_type: v.string() })),
  /** Automatic purchases made or under way this calendar month (Japan time). */
  purchases_this_month: v.number(),
  /** The usage expiry (epoch seconds): nothing is bought after it. */
  expiry_date: v.nullable(v.number()),
  /** The SIM's data allowance now, MB: the screen warns when a plan cannot lift data left above the threshold. */
  allowance_mb: v.number(),
  /**
   * The last automatic purchase, when it failed and the customer has not agreed again since: when
   * (epoch seconds) and why (the card company declined, asked for 3-D Secure, or no card was saved).
   * Nothing was charged; the screen says what to do.
   */
  last_failure: v.nullable(v.object({ at: v.number(), reason: AutoTopUpFailure })),
});
export type AutoTopUpState = v.InferOutput<typeof AutoTopUpState>;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const choice = <T extends readonly number[]>(options: T) =>
  v.pipe(
    v.number(),
    v.check((n) => options.includes(n), `one of ${options.join(', ')}`),
  );

/** Turning it on: the customer's agreement to the terms shown is part of the request. */
export const AutoTopUpRequest = v.object({
  id: Id,
  threshold_pct: choice(AUTO_TOPUP_THRESHOLDS),
  plan_id: Id,
  monthly_cap: choice(AUTO_TOPUP_CAPS),
  agree: v.literal(true, 'The terms must be agreed to'),
});
export type AutoTopUpRequest = v.InferOutput<typeof AutoTopUpRequest>;
export const AutoTopUpOffRequest = v.object({ id: Id });
