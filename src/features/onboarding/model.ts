const DAY_MS = 24 * 60 * 60 * 1000;
const JST_MS = 9 * 60 * 60 * 1000;

/** The dates a physical SIM's activation may be reserved for: today in Japan up to the window. */
export function activationDateRange(nowMs: number, windowDays: number): { min: string; max: string } {
  const today = new Date(nowMs + JST_MS);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { min: iso(today), max: iso(new Date(today.getTime() + windowDays * DAY_MS)) };
}
