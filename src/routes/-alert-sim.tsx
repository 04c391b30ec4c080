import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Loader } from '@/components/ui/loader';
import { getLines } from '@/features/lines/api/lines';
import { useSwitchSim } from '@/features/lines/api/switch-sim';
import { getSession } from '@/lib/session';

/**
 * `?sim=<SIM id>` on a purchase screen: the SIM an alert was about (server domain/alert-kinds.ts).
 * Read here, with the screen, and not by the route's search validation: that runs in the guards,
 * which every first load carries.
 */
function alertSim(): number | undefined {
  const sim = Number(new URLSearchParams(window.location.search).get('sim'));
  return Number.isSafeInteger(sim) && sim > 0 ? sim : undefined;
}

/**
 * A screen opened from an alert's tap about another of the customer's SIMs: that SIM becomes the
 * current one first (the tap named it: this runs on the opened page, never on a preload), then the
 * address loses the parameter and the screen loads for it. A SIM that is not (or no longer) the
 * customer's is ignored. (The screen's guard ran for the current SIM: one that sells no plans sends
 * the tap to the top page instead.)
 */
export function SimFromAlert({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const switcher = useSwitchSim();
  const started = useRef(false);
  const sim = alertSim();
  const pending = sim !== undefined && sim !== getSession().scId;
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
