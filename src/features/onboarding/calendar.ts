/**
 * The reserved activation date as a calendar file (.ics, RFC 5545) with a reminder the morning
 * before, so the customer has the SIM in the phone on the day. No ICCID or email in it: the file
 * may end up in a shared calendar.
 */
export type IcsTexts = { summary: string; description: string; reminder: string };

const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const compact = (isoDate: string) => isoDate.replace(/-/g, '');

function nextDay(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function activationIcs(isoDate: string, texts: IcsTexts, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Prepaid SIM Portal//Activation date//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:sim-activation-${compact(isoDate)}-${stamp}@prepaid-portal`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(isoDate)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(isoDate))}`,
    `SUMMARY:${escape(texts.summary)}`,
    `DESCRIPTION:${escape(texts.description)}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    // 15 hours before the all-day event starts: 09:00 the day before.
    'TRIGGER:-PT15H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escape(texts.reminder)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
