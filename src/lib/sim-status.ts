import type { ScStatus } from '@/contract';
import type common from '@locales/en/common.json';

type StatusKey = `simStatus.${keyof typeof common.simStatus}`;

/**
 * Spec §4 status labels (common namespace), including its rule that the texts of 'activated' and
 * 'activating' are swapped. Kept in this one place so the swap is easy to drop if the operator's
 * data changes.
 */
export function statusLabelKey(status: ScStatus): StatusKey {
  switch (status) {
    case 'init':
    case 'registered':
      return 'simStatus.inactivated';
    case 'activated':
      return 'simStatus.activating';
    case 'activating':
      return 'simStatus.activated';
    case 'stop':
      return 'simStatus.stopped';
    case 'cancelled':
      return 'simStatus.terminated';
    case 'cancelling':
      return 'simStatus.terminating';
    case 'unused':
      return 'simStatus.unused';
    case 'set':
      return 'simStatus.inUse';
    case 'expired':
      return 'simStatus.expired';
  }
}
