/**
 * Dates are shown as yyyy/MM/dd in Japan time whatever the device's zone (spec §9): the wire carries
 * epoch seconds. Japan has no daylight saving, so the shift is a constant nine hours.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

export function formatJstDate(epochSeconds: number | null | undefined): string {
  if (epochSeconds === null || epochSeconds === undefined) return '';
  const d = new Date(epochSeconds * 1000 + JST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
}

/** Hour and minute in Japan time, e.g. for "as of 14:05" and support hours. */
export function jstClock(epochMs: number): { hour: number; minute: number } {
  const d = new Date(epochMs + JST_OFFSET_MS);
  return { hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** "yyyy/MM/dd HH:mm" in Japan time: when a last-known state was fetched. */
export function formatJstDateTime(epochMs: number): string {
  const { hour, minute } = jstClock(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatJstDate(epochMs / 1000)} ${pad(hour)}:${pad(minute)}`;
}
