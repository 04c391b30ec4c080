import { jstClock } from '@/lib/dates';
import holidays from '@/config/support-holidays.json';

/** Support hours of spec §1 and §9: 10:00 to 18:00 Japan time, every day (some holidays excepted). */
export const SUPPORT_OPEN_HOUR = 10;
export const SUPPORT_CLOSE_HOUR = 18;

export type Closure = { from: string; to: string };
/** The holiday calendar is configuration (src/config/support-holidays.json), as the operator keeps it. */
export const CLOSURES: Closure[] = holidays.closures;

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
/** The day in Japan, yyyy-MM-dd, whatever the device's time zone. */
const jstDay = (nowMs: number) => new Date(nowMs + JST_OFFSET_MS).toISOString().slice(0, 10);

/** The holiday closure that covers this moment in Japan, if any. */
export function supportClosure(nowMs: number, closures: Closure[] = CLOSURES): Closure | undefined {
  const day = jstDay(nowMs);
  return closures.find((c) => c.from <= day && day <= c.to);
}

export function isSupportOpen(nowMs: number, closures: Closure[] = CLOSURES): boolean {
  if (supportClosure(nowMs, closures)) return false;
  const { hour } = jstClock(nowMs);
  return hour >= SUPPORT_OPEN_HOUR && hour < SUPPORT_CLOSE_HOUR;
}

/** The support channels (spec §1); addresses come from configuration, as an operator sets them. */
export type Channel = { key: 'email' | 'line' | 'wechat' | 'facebook' | 'whatsapp'; href: string };

const env = (name: string, fallback: string) => (import.meta.env?.[name] as string | undefined) ?? fallback;

export const CHANNELS: Channel[] = [
  { key: 'email', href: `mailto:${env('VITE_SUPPORT_EMAIL', 'support@example.jp')}` },
  { key: 'line', href: env('VITE_SUPPORT_LINE', 'https://line.me/R/ti/p/@example') },
  { key: 'wechat', href: env('VITE_SUPPORT_WECHAT', 'weixin://dl/chat?example') },
  { key: 'facebook', href: env('VITE_SUPPORT_FACEBOOK', 'https://m.me/example') },
  { key: 'whatsapp', href: env('VITE_SUPPORT_WHATSAPP', 'https://wa.me/81000000000') },
];
