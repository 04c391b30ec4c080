import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { switchingTo } from './-alert-sim-guard';
import { Loader } from '@/components/ui/loader';
import { getLines } from '@/features/lines/api/lines';
import { useSwitchSim } from '@/features/lines/api/switch-sim';

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
