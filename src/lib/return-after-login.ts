import { RETURN_KEY } from './return-key';

/**
 * A screen asked for while signed out (a home-screen shortcut such as Data recharge, a bookmark):
 * the logged-in guard keeps its address (lib/return-key.ts), and the sign-in returns the customer to
 * it once their SIM is in use (docs/decisions/0053).
 */

/** Minutes an address asked for stays the destination: a sign-in much later starts at the top page. */
export const RETURN_TTL_MS = 30 * 60 * 1000;

/**
 * The screens a customer whose SIM is in use may be returned to. A path only (no scheme, host,
 * search or hash): never an open redirect, never a screen that needs the state of a purchase
 * (payment, verify, completed), acts on opening (logout) or belongs to setting up a SIM.
 */
const RETURNABLE = [
  /^\/topPage$/,
  /^\/user-information$/,
  /^\/line-list$/,
  /^\/order-history(\/(data-recharge-history|subscription-extension-history|receipt\/[\w-]+))?$/,
  /^\/(data-recharge|use-period-extension|auto-top-up)$/,
  /^\/5g-communication-option$/,
  /^\/apn-configuration(\/[1-4](\/[12])?)?$/,
  /^\/esim-apn-android$/,
  /^\/faq$/,
];

/** The path to return to, from what the guard stored (`href` as the router wrote it, and when). */
export function returnPath(stored: { href: string; at: number } | undefined, nowMs: number): string | undefined {
  if (!stored || typeof stored.href !== 'string' || !(nowMs - stored.at >= 0 && nowMs - stored.at < RETURN_TTL_MS)) return undefined;
  const path = stored.href.split(/[?#]/, 1)[0]!;
  if (!RETURNABLE.some((pattern) => pattern.test(path))) return undefined;
  // The one parameter kept: which of the customer's SIMs a mail or an alert was about (digits only).
  const sim = /[?&]sim=(\d{1,22})(?:[&#]|$)/.exec(stored.href)?.[1];
  return sim ? `${path}?sim=${sim}` : path;
}

/** Reads and forgets what the guard stored: one sign-in uses it at most once. */
export function takeReturnPath(nowMs: number): string | undefined {
  try {
    const raw = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    const [href, at] = raw ? (JSON.parse(raw) as [unknown, unknown]) : [];
    return typeof href === 'string' && typeof at === 'number' ? returnPath({ href, at }, nowMs) : undefined;
  } catch {
    return undefined;
  }
}
