import { useEffect } from 'react';
import { API } from '@/contract';
import { request } from './http';
import { probePortal } from './online';

const FIRST_PROBE_MS = 1_000;
const LONGEST_WAIT_MS = 15_000;

/**
 * While the API is thought unreachable, asks it again (1 s, then twice as long each time, up to 15 s,
 * and whenever the window gets focus): any answer brings the money and SIM actions back (lib/http.ts
 * says so). Without it a screen whose data was already loaded would never ask, and one dropped
 * connection would leave its buttons off for good (docs/decisions/0056). No answer: the portal's own
 * address is probed again, so the reason shown follows what changed (decision 0121).
 */
export function useReachabilityProbe(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let wait = FIRST_PROBE_MS;
    let timer: ReturnType<typeof setTimeout>;
    // A background request: no answer never moves the customer to /networkerror; a 401 still counts as an answer.
    const probe = () => {
      clearTimeout(timer);
      request(API.lines, { background: true }).catch(() => probePortal());
      timer = setTimeout(probe, (wait = Math.min(wait * 2, LONGEST_WAIT_MS)));
    };
    timer = setTimeout(probe, wait);
    window.addEventListener('focus', probe);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', probe);
    };
  }, [active]);
}
