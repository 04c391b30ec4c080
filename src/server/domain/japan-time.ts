/**
 * Calendar days as customers see them: in Japan (UTC+9 all year, no daylight saving), written
 * 'YYYY-MM-DD'. Days are compared as strings, which orders them correctly in this format.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** UTC midnight of a real calendar day, or undefined for shapes like 2026-02-30 that only look like one. */
export function isoDayUtc(iso: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === iso ? t : undefined;
}

export function todayInJapan(nowMs: number): string {
  return new Date(nowMs + JST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Japanese day begins (00:00 JST), in epoch ms. */
export function japanMidnight(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) - JST_OFFSET_MS;
}

/** yyyy/MM/dd in Japan: how the portal shows dates (spec §9), for mails and sandbox pages. */
export function japanDate(ms: number): string {
  return todayInJapan(ms).replace(/-/g, '/');
}
