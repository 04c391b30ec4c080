import { record } from './record';

/** The test's own SM-DP+ (SIM_BACKEND_MODULE), after ES2+ DownloadOrder / ConfirmOrder. */
export default function createSimBackend() {
  const reserved = new Set<string>();
  return {
    name: 'test SM-DP+',
    async downloadOrder(req: { iccid: string; eid?: string | null }) {
      record('simBackend', 'downloadOrder', req);
      reserved.add(req.iccid);
      return { iccid: req.iccid };
    },
    async confirmOrder(req: { iccid: string; matchingId?: string }) {
      record('simBackend', 'confirmOrder', req);
      if (!reserved.has(req.iccid)) throw new Error('confirmOrder before downloadOrder');
      return { smdpAddress: 'smdp.test.example', matchingId: req.matchingId ?? `TESTM-${req.iccid.slice(-5)}` };
    },
  };
}
