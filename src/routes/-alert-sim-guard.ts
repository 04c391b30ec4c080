import { getSession } from '@/lib/session';
import { requireCard } from './-current-card';

/**
 * The guard side of a screen an alert opens about a SIM (the screen side is -alert-sim.tsx, which
 * loads with the screen: this part runs in every route's guard chunk, so it imports nothing more).
 */

/** `?sim=<SIM id>`: the SIM an alert was about (server domain/alert-kinds.ts). A plain positive number, or nothing. */
export function alertSimSearch(search: Record<string, unknown>): { sim?: number } {
  const sim = Number(search.sim);
  return Number.isSafeInteger(sim) && sim > 0 ? { sim } : {};
}

/** The opened address names another SIM than the current one: the screen switches first, so its guard and loader wait. */
export function switchingTo(sim: number | undefined): boolean {
  return sim !== undefined && sim !== getSession().scId;
}

/**
 * The guard of a purchase screen an alert may open: while the named SIM is being switched to, only a
 * signed-in customer is required; the screen's own guard runs once the SIM is current.
 */
export function unlessSwitching<T>(sim: number | undefined, guard: () => T): T | { card: ReturnType<typeof requireCard> } {
  return switchingTo(sim) ? { card: requireCard() } : guard();
}
