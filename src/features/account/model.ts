import type { ScStatus } from '../../contract';
import type account from '../../../public/locales/en/account.json';

type StatusKey = `status.${keyof typeof account.status}`;

/**
 * Spec §4 status labels, including its rule that the texts of 'activated' and 'activating' are
 * swapped. Kept in this one place so the swap is easy to drop if the operator's data changes.
 */
export function statusLabelKey(status: ScStatus): StatusKey {
  switch (status) {
    case 'init':
    case 'registered':
      return 'status.inactivated';
    case 'activated':
      return 'status.activating';
    case 'activating':
      return 'status.activated';
    case 'stop':
      return 'status.stopped';
    case 'cancelled':
      return 'status.terminated';
    case 'cancelling':
      return 'status.terminating';
    case 'unused':
      return 'status.unused';
    case 'set':
      return 'status.inUse';
    case 'expired':
      return 'status.expired';
  }
}

/** Share of data left, 0–1, for the gauge; an unlimited or unknown total counts as full. */
export function remainingShare(remainingGb: number, totalGb: number): number {
  if (totalGb <= 0) return 1;
  return Math.min(1, Math.max(0, remainingGb / totalGb));
}

export const LOW_DATA_SHARE = 0.1;
export const LOW_DAYS = 7;
