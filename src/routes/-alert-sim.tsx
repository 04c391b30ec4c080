import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { requireCard } from './-current-card';
import { Loader } from '@/components/ui/loader';
import { getLines } from '@/features/lines/api/lines';
import { useSwitchSim } from '@/features/lines/api/switch-sim';
import { getSession } from '@/lib/session';

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
 * A screen opened from an alert's tap about another of the customer's SIMs: that SIM becomes the
 * current one first (the tap named it: this runs on the opened page, never on a preload), then the
 * address loses the parameter. A SIM that is not (or no longer) the customer's is ignored.
 */
export function SimFromAlert({ sim, children }: { sim: number | undefined; children: ReactNode }) {
  const navigate = useNavigate();
  const switcher = useSwitchSim();
  const started = useRef(false);
  const pending = switchingTo(sim);
  useEffect(() => {
    if (sim === undefined || started.current) return;
    started.current = true;
    const done = () => void navigate({ to: '.', search: {}, replace: true });
    if (!pending) return done();
    void getLines()
      .then(async ({ lines }) => {
        if (lines.some((l) => l.sc_id === sim)) await switcher.mutateAsync(sim);
      })
      .catch(() => undefined)
      .finally(done);
  }, [sim, pending, navigate, switcher]);
  return pending ? <Loader /> : children;
}

/**
 * The guard of a purchase screen an alert may open: while the named SIM is being switched to, only a
 * signed-in customer is required; the screen's own guard runs once the SIM is current.
 */
export function unlessSwitching<T>(sim: number | undefined, guard: () => T): T | { card: ReturnType<typeof requireCard> } {
  return switchingTo(sim) ? { card: requireCard() } : guard();
}
