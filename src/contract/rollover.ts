/**
 * Spec §4 data rollover: unused basic *monthly* data of plans of 3GB or more carries over to the next
 * month (not the online-only 1GB plan, not recharged data). A 7- or 15-day plan has no next month.
 * One rule for the API (which shows the rollover banner) and the portal (the note under the usage).
 */
export const ROLLOVER_MIN_GB = 3;
export const ROLLOVER_MIN_DAYS = 30;

/** Size and length of the SIM's plan; a length the plan does not state counts as monthly. */
export function rolloverAppliesTo(gb: number | null, days: number | null): boolean {
  return gb !== null && gb >= ROLLOVER_MIN_GB && (days === null || days >= ROLLOVER_MIN_DAYS);
}
