/**
 * The usage chart's rules, apart from React: the scale of the bars, which days get a label at 320 px,
 * and how days and amounts are written. Days come from the API as Japan-time 'yyyy-MM-dd'; they are
 * only re-written, never converted, so the device's time zone cannot move a bar to another day.
 */

/** The smallest 1, 2 or 5 × 10ⁿ at or above `x` (x > 0). */
function roundUp(x: number): number {
  const power = 10 ** Math.floor(Math.log10(x));
  return ([1, 2, 5, 10].find((m) => m * power >= x) ?? 10) * power;
}

/**
 * The top of the bars' scale: a round figure in the unit it is written in (formatData), so the label
 * reads "200 MB" or "2.00 GB", never "1.95 GB"; at least 10 MB, so a quiet period's bars stay low.
 */
export function scaleTopMb(maxMb: number): number {
  if (!(maxMb > 10)) return 10;
  if (maxMb <= 1000) return roundUp(maxMb);
  return roundUp(maxMb / 1024) * 1024;
}

/** 'yyyy-MM-dd' → 'yyyy/MM/dd' (spec §9), for the table and screen readers. */
export function fullDay(day: string): string {
  return day.replace(/-/g, '/');
}

/** 'yyyy-MM-dd' → 'MM/dd', under the bars. */
export function shortDay(day: string): string {
  return day.slice(5).replace('-', '/');
}

/** At most this many day labels fit under the bars at 320 px without touching. */
export const MAX_DAY_LABELS = 5;

/**
 * Indexes of the bars that get a day label: the first and the last (today), and evenly spaced ones
 * between, so a month of bars shows about every seventh day.
 */
export function labelledDays(count: number, max = MAX_DAY_LABELS): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil((count - 1) / (max - 1));
  const picked: number[] = [];
  for (let i = 0; i < count - 1; i += step) picked.push(i);
  // The last label is today's; one closer to it than 0.6 of the spacing (about 40 px at 320 px,
  // whatever the count, where a label is about 30 px wide) gives way.
  if (count - 1 - picked[picked.length - 1]! < step * 0.6) picked.pop();
  return [...picked, count - 1];
}

/** An amount of data as a person says it: MB below a gigabyte, GB with two decimals from there. */
export function formatData(mb: number): string {
  if (mb >= 1024) return `${(mb / 1024).toFixed(2)} GB`;
  if (mb > 0 && mb < 10) return `${mb.toFixed(1)} MB`;
  return `${Math.round(mb)} MB`;
}
