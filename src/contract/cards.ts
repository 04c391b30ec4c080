import * as v from 'valibot';
import { ScStatus, SimType, UserType } from './sim';

/** `cards/info?id&type` and `cards/usage?id&type` query: the SIM id (scId) and the user type. */
export const CardQuery = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  type: UserType,
});

export const CheckCardRequest = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

const EpochSeconds = v.nullable(v.pipe(v.number(), v.integer()));

/** Basic information of a SIM (spec §3): dates are epoch seconds, null when not yet known. */
/**
 * The plan's size and length apart from its name (decision 0031): the portal names the plan in the
 * reader's language and applies the rules that depend on them (rollover, "ending soon"). Optional: an
 * operator's API without them still parses, and the portal reads them from an English name instead.
 */
export const PlanFacts = {
  plan_gb: v.optional(v.nullable(v.number())),
  plan_days: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
};

export const CardInfo = v.object({
  email: v.string(),
  iccid: v.string(),
  eid: v.nullable(v.string()),
  sim_type: SimType,
  tel_no: v.nullable(v.string()),
  plan: v.string(),
  ...PlanFacts,
  status: ScStatus,
  start_date: EpochSeconds,
  validity_period: EpochSeconds,
});
export type CardInfo = v.InferOutput<typeof CardInfo>;

/** Usage of the current period. Sizes in GB with two decimals; days_remaining counts whole days. */
export const CardUsage = v.object({
  plan: v.string(),
  ...PlanFacts,
  data_total_gb: v.number(),
  data_used_gb: v.number(),
  data_remaining_gb: v.number(),
  days_remaining: v.nullable(v.number()),
  expiry_date: EpochSeconds,
  updated_at: v.number(),
});
export type CardUsage = v.InferOutput<typeof CardUsage>;

/** A Japan-time calendar day as the API writes it: 'yyyy-MM-dd'. */
const JapanDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * `cards/usage_days?id&type`: data used on each Japan-time day of the current usage period, up to today
 * (every day present, 0 when nothing was used; at most the last USAGE_DAYS_SHOWN days, decision 0115),
 * with the allowance as the usage route gives it so the chart agrees with the gauge. `updated_at` is when
 * the figures were read (epoch seconds): offline the portal shows the kept chart "as of" then.
 */
export const UsageDay = v.object({ day: JapanDay, used_mb: v.pipe(v.number(), v.minValue(0)) });
export type UsageDay = v.InferOutput<typeof UsageDay>;

export const CardUsageDays = v.object({
  days: v.array(UsageDay),
  data_total_gb: v.number(),
  data_used_gb: v.number(),
  data_remaining_gb: v.number(),
  updated_at: v.number(),
});
export type CardUsageDays = v.InferOutput<typeof CardUsageDays>;

/** The chart's span: a month of bars still reads at 320 px; a longer period shows its last days. */
export const USAGE_DAYS_SHOWN = 31;

export { SimType };
